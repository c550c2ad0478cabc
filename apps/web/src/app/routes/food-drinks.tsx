import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/coming-soon';

/** /food-drinks: food and drinks ordering (spec 2 §2). Coming with the food feature. */
export default function FoodDrinksRoute() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.foodDrinks')} />;
}
