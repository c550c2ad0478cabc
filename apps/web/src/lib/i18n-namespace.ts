// Namespaces that are not bundled with the entry (auth, booking, catalogue, payment, profile, terms…):
// each lib/i18n-<namespace>.ts passes its English catalogue and the loaders of its other languages here,
// and only the lazily loaded screens that import it pull them in (docs/decisions/0048).
import type { Resources } from 'i18next';
import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import { CHOSEN_ENGLISH, SPEC_LANGUAGE } from '@/lib/language';
import { namespaceReady, registerLoaders } from '@/lib/language-loading';

type Bundles<Namespace extends keyof Resources> = {
  /** The spec's mix, bundled with the screen. */
  [SPEC_LANGUAGE]: Resources[Namespace];
  /** Bahasa Indonesia: the whole catalogue, loaded on demand. */
  id: () => Promise<{ default: Resources[Namespace] }>;
  /** English chosen: only the keys whose `en` text the spec wrote in Indonesian, when the namespace has any. */
  [CHOSEN_ENGLISH]?: () => Promise<{ default: object }>;
};

/**
 * Registers a namespace's texts once and returns `useTranslation` for it. The hook suspends while the
 * namespace's texts in the language in force are loading, so a screen never shows a raw key.
 */
export function registerNamespace<Namespace extends keyof Resources>(
  namespace: Namespace,
  { [SPEC_LANGUAGE]: bundle, ...loaders }: Bundles<Namespace>,
) {
  if (!i18n.hasResourceBundle(SPEC_LANGUAGE, namespace))
    i18n.addResourceBundle(SPEC_LANGUAGE, namespace, bundle);
  registerLoaders(namespace, loaders);
  return function useNamespaceTranslation() {
    const translation = useTranslation(namespace);
    const { language } = translation.i18n;
    use(namespaceReady(language, namespace));
    return translation;
  };
}
