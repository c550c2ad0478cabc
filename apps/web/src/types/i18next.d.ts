// Typed translation keys: `t('nav.login')` is checked against the English catalogue.
import 'i18next';
import type { en } from '@/locales/en';
import type auth from '@/locales/en/auth.json';
import type booking from '@/locales/en/booking.json';
import type bookingSummary from '@/locales/en/booking-summary.json';
import type catalogue from '@/locales/en/catalogue.json';
import type desk from '@/locales/en/desk.json';
import type food from '@/locales/en/food.json';
import type history from '@/locales/en/history.json';
import type home from '@/locales/en/home.json';
import type manage from '@/locales/en/manage.json';
import type manageCatalogue from '@/locales/en/manage-catalogue.json';
import type manageContent from '@/locales/en/manage-content.json';
import type managePeople from '@/locales/en/manage-people.json';
import type managePricing from '@/locales/en/manage-pricing.json';
import type notices from '@/locales/en/notices.json';
import type payment from '@/locales/en/payment.json';
import type paymentLater from '@/locales/en/payment-later.json';
import type paymentOutcome from '@/locales/en/payment-outcome.json';
import type profile from '@/locales/en/profile.json';
import type receipt from '@/locales/en/receipt.json';
import type reports from '@/locales/en/reports.json';
import type rewards from '@/locales/en/rewards.json';
import type shift from '@/locales/en/shift.json';
import type terms from '@/locales/en/terms.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    // Namespaces registered lazily with their screens (lib/i18n-*.ts) are typed here too.
    resources: typeof en & {
      auth: typeof auth;
      booking: typeof booking;
      'booking-summary': typeof bookingSummary;
      catalogue: typeof catalogue;
      desk: typeof desk;
      food: typeof food;
      history: typeof history;
      home: typeof home;
      manage: typeof manage;
      'manage-catalogue': typeof manageCatalogue;
      'manage-content': typeof manageContent;
      'manage-people': typeof managePeople;
      'manage-pricing': typeof managePricing;
      notices: typeof notices;
      payment: typeof payment;
      'payment-later': typeof paymentLater;
      'payment-outcome': typeof paymentOutcome;
      profile: typeof profile;
      receipt: typeof receipt;
      reports: typeof reports;
      rewards: typeof rewards;
      shift: typeof shift;
      terms: typeof terms;
    };
  }
}
