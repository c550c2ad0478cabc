// The 'profile' namespace (points, personal information, password) is not bundled with the
// entry: importing this module registers it, and only the lazily loaded profile screen imports it. A new
// language adds its file here, as it does in lib/i18n.ts.
import { useTranslation } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import profileEn from '@/locales/en/profile.json';

const PROFILE_NAMESPACE = 'profile';
const resources = { en: profileEn } as const;

for (const [language, bundle] of Object.entries(resources)) {
  if (!i18n.hasResourceBundle(language, PROFILE_NAMESPACE)) {
    i18n.addResourceBundle(language, PROFILE_NAMESPACE, bundle);
  }
}

/** `useTranslation` for the profile namespace; importing it guarantees the texts are registered. */
export const useProfileTranslation = () => useTranslation(PROFILE_NAMESPACE);
