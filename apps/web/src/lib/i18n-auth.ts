// The 'auth' namespace (login, registration, verification, password reset) is not bundled with the
// entry: importing this module registers it, and only the lazily loaded auth screens import it. A new
// language adds its file here, as it does in lib/i18n.ts.
import { useTranslation } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import authEn from '@/locales/en/auth.json';

const AUTH_NAMESPACE = 'auth';
const resources = { en: authEn } as const;

for (const [language, bundle] of Object.entries(resources)) {
  if (!i18n.hasResourceBundle(language, AUTH_NAMESPACE)) {
    i18n.addResourceBundle(language, AUTH_NAMESPACE, bundle);
  }
}

/** `useTranslation` for the auth namespace; importing it guarantees the texts are registered. */
export const useAuthTranslation = () => useTranslation(AUTH_NAMESPACE);
