// Namespaces that are not bundled with the entry (auth, booking, catalogue, payment, profile, terms):
// each lib/i18n-<namespace>.ts passes its catalogue files here, and only the lazily loaded screens that
// import it pull them in. A new language adds its file in each of them, as it does in lib/i18n.ts.
import type { Resources } from 'i18next';
import { useTranslation } from 'react-i18next';
import { i18n, type Language } from '@/lib/i18n';

/**
 * Registers a namespace's texts once per language and returns `useTranslation` for it: importing the
 * returned hook guarantees the texts are there.
 */
export function registerNamespace<Namespace extends keyof Resources>(
  namespace: Namespace,
  bundles: Record<Language, Resources[Namespace]>,
) {
  for (const [language, bundle] of Object.entries(bundles)) {
    if (!i18n.hasResourceBundle(language, namespace)) i18n.addResourceBundle(language, namespace, bundle);
  }
  return () => useTranslation(namespace);
}
