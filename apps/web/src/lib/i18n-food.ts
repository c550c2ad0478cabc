// The 'food' namespace (the food and drinks page and its success page): registered when the lazily loaded screen imports this.
import { registerNamespace } from '@/lib/i18n-namespace';
import foodEn from '@/locales/en/food.json';

export const useFoodTranslation = registerNamespace('food', {
  en: foodEn,
  id: () => import('@/locales/id/food.json'),
});
