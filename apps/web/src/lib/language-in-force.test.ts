import { afterEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '@/lib/auth/session-storage';
import { sessionStore } from '@/lib/auth/session-store';
import { languageChoiceStore } from '@/lib/language-choice';
import { languageInForce } from '@/lib/language-in-force';

const ACCOUNT = { id: 7, name: 'Rani Tester', username: 'rani' };

// docs/decisions/0048: device > account > side default, read from the stores the app keeps.
describe('languageInForce', () => {
  afterEach(() => sessionStore.clear());

  it('takes the side default with no choice and no account', () => {
    expect(languageInForce('/')).toBe('en');
    expect(languageInForce('/admin/board')).toBe('id');
  });

  it("takes the signed-in account's language when the device has none", () => {
    sessionStore.signIn('token', { ...ACCOUNT, language: 'en' });
    expect(languageInForce('/admin/board')).toBe('en-x-chosen');
    sessionStore.signIn('token', { ...ACCOUNT, language: 'id' });
    expect(languageInForce('/')).toBe('id');
  });

  it('ignores an account language it does not know', () => {
    // As a session written by hand, or by a later version, may hold it.
    const written: unknown = { ...ACCOUNT, language: 'fr' };
    sessionStore.signIn('token', written as SessionUser);
    expect(languageInForce('/')).toBe('en');
  });

  it("puts the device's choice before the account's", () => {
    sessionStore.signIn('token', { ...ACCOUNT, language: 'id' });
    languageChoiceStore.set('en');
    expect(languageInForce('/')).toBe('en-x-chosen');
    languageChoiceStore.set('id');
    expect(languageInForce('/')).toBe('id');
  });
});
