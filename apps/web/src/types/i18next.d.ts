// Typed translation keys: `t('nav.login')` is checked against the English catalogue.
import 'i18next';
import type { en } from '@/locales/en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof en;
  }
}
