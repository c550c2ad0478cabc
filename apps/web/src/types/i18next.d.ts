// Typed translation keys: `t('nav.login')` is checked against the English catalogue.
import 'i18next';
import type { en } from '@/locales/en';
import type auth from '@/locales/en/auth.json';
import type catalogue from '@/locales/en/catalogue.json';
import type profile from '@/locales/en/profile.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    // Namespaces registered lazily with their screens (lib/i18n-*.ts) are typed here too.
    resources: typeof en & { auth: typeof auth; catalogue: typeof catalogue; profile: typeof profile };
  }
}
