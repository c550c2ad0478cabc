import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { usePaymentTranslation } from '@/lib/i18n-payment';
import { useTermsTranslation } from '@/lib/i18n-terms';
import { isNamespaceLoaded, loadLanguage, namespaceReady } from '@/lib/language-loading';

// Registers the 'terms' and 'payment' namespaces, as screens importing them would.
void useTermsTranslation;
void usePaymentTranslation;

// React's `use` is called on every render: a loaded namespace answers a promise marked settled, which
// `use` reads without suspending; one still to load answers its loading promise, the same each time.
describe('namespaceReady', () => {
  it('answers a settled promise for texts already there', () => {
    expect(namespaceReady('en', 'payment')).toMatchObject({ status: 'fulfilled' });
  });

  it('answers the one loading promise until the texts are there, then a settled one', async () => {
    const loading = namespaceReady('id', 'payment');
    expect(loading).not.toHaveProperty('status');
    expect(namespaceReady('id', 'payment')).toBe(loading);
    await loading;
    expect(namespaceReady('id', 'payment')).toMatchObject({ status: 'fulfilled' });
  });
});

// docs/decisions/0048: another language's namespaces load on demand, all before the switch.
describe('loadLanguage', () => {
  afterEach(() => loadLanguage('en'));

  it('loads common and every registered namespace before changing the language', async () => {
    expect(isNamespaceLoaded('id', 'terms')).toBe(false);
    const loading = loadLanguage('id');
    expect(i18n.language).toBe('en');
    await loading;
    expect(i18n.language).toBe('id');
    expect(isNamespaceLoaded('id', 'common')).toBe(true);
    expect(isNamespaceLoaded('id', 'terms')).toBe(true);
    expect(i18n.t('nav.login')).toBe('Masuk');
    expect(i18n.t('terms:dialog.accept')).toBe('Setuju');
  });

  it('needs nothing loaded for the bundled catalogue', () => {
    expect(isNamespaceLoaded('en', 'terms')).toBe(true);
  });

  it('keeps the later of two requests, whichever loads first', async () => {
    // The overlay is not loaded yet; Indonesian is: the earlier request finishes last.
    expect(isNamespaceLoaded('en-x-chosen', 'terms')).toBe(false);
    await Promise.all([loadLanguage('en-x-chosen'), loadLanguage('id')]);
    expect(isNamespaceLoaded('en-x-chosen', 'terms')).toBe(true);
    expect(i18n.language).toBe('id');
  });
});

describe('the English overlay', () => {
  afterEach(() => loadLanguage('en'));

  it('translates what the spec wrote in Indonesian and falls back to the spec for the rest', async () => {
    expect(i18n.t('terms:dialog.accept')).toBe('Setuju');
    await loadLanguage('en-x-chosen');
    expect(i18n.t('terms:dialog.accept')).toBe('Agree');
    expect(i18n.t('terms:days.sat')).toBe('Saturday');
    // Not in the overlay: the spec's own English, and its texts the same in every language.
    expect(i18n.t('nav.login')).toBe('Login');
    expect(i18n.t('terms:sections.fines.items.switchUnit')).toBe('Nintendo Switch');
  });
});
