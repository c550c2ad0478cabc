// The 'manage-pricing' namespace: the back office's promos, rewards, taxes and service fees screens.
import { registerNamespace } from '@/lib/i18n-namespace';
import managePricingEn from '@/locales/en/manage-pricing.json';

export const useManagePricingTranslation = registerNamespace('manage-pricing', {
  en: managePricingEn,
  id: () => import('@/locales/id/manage-pricing.json'),
});
