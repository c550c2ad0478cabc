import { invoiceOfOrderId } from '@ruangmain/domain/order-id';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { FoodSuccessView } from '@/features/food/components/success/food-success-view';
import { useDocumentTitle } from '@/hooks/use-document-title';

type SuccessState = Partial<Record<'invoice_number' | 'seating' | 'is_reward', string>> | null;

/**
 * /food-drinks/success (spec 2 §2): reads invoice_number, is_reward and seating from the navigation
 * state or the query; total_price and the status come from the server's record of the order.
 */
export default function FoodDrinksSuccessRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.foodDrinksSuccess'));
  const [searchParams] = useSearchParams();
  const state = useLocation().state as SuccessState;
  const read = (key: 'invoice_number' | 'seating' | 'is_reward') => state?.[key] ?? searchParams.get(key);
  return (
    <FoodSuccessView
      // The payment provider's finish redirect may bring only its order_id.
      invoiceNumber={read('invoice_number') ?? invoiceOfOrderId(searchParams.get('order_id'))}
      seating={read('seating')}
      isReward={read('is_reward') === 'true'}
    />
  );
}
