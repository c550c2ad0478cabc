import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fnbCategoriesQueryOptions } from '@/features/food/api/get-menu';
import { FoodPage } from '@/features/food/components/food-page';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { fnbsQueryOptions } from '@/lib/catalogue/get-fnbs';
import { chargesQueryOptions } from '@/lib/charges';

/** /food-drinks: food and drinks for a table, a unit or take-away (spec 2 §2 "Food and drinks page"). */
export default function FoodDrinksRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.foodDrinks'));
  return <FoodPage />;
}

/** The menu, its categories and the PB1 tax, preloaded with the document (app/route-table.ts). */
export const prefetch = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.prefetchQuery(fnbsQueryOptions()),
    queryClient.prefetchQuery(fnbCategoriesQueryOptions()),
    queryClient.prefetchQuery(chargesQueryOptions()),
  ]);
