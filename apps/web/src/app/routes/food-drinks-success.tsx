import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/coming-soon';

/** /food-drinks/success (spec 2 §2). Coming with the food feature. */
export default function FoodDrinksSuccessRoute() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.foodDrinksSuccess')} />;
}
