import type { PriceBreakdown } from '@ruangmain/domain/pricing';
import type { PaymentItem } from '../../providers/payments/payment-provider';
import type { OrderedItem } from '../pricing/pricing-facts';

/**
 * The lines a payment page lists. Midtrans refuses an order whose lines do not add up to its gross
 * amount, so discounts are negative lines and tax and fees lines of their own.
 */
export function buildPaymentItems(input: {
  unitName: string;
  pricePerHour: number;
  hours: number;
  items: readonly OrderedItem[];
  price: Pick<PriceBreakdown, 'rewardDiscount' | 'discountAmount' | 'taxAmount' | 'serviceFeeAmount'>;
}): PaymentItem[] {
  const { price } = input;
  const lines: PaymentItem[] = [];
  if (input.hours > 0) {
    lines.push({
      id: 'session',
      name: `${input.unitName} (${input.hours} hour(s))`,
      price: input.pricePerHour,
      quantity: input.hours,
    });
  }
  for (const item of input.items) {
    lines.push({ id: `fnb-${item.fnb_id}`, name: item.name, price: item.price, quantity: item.quantity });
  }
  const adjustments: Array<[string, string, number]> = [
    ['reward', 'Reward', -price.rewardDiscount],
    ['promo', 'Promo discount', -price.discountAmount],
    ['tax', 'PB1', price.taxAmount],
    ['service-fee', 'Service fee', price.serviceFeeAmount],
  ];
  for (const [id, name, amount] of adjustments) {
    if (amount !== 0) lines.push({ id, name, price: amount, quantity: 1 });
  }
  return lines.map((line) => ({ ...line, name: line.name.slice(0, 50) }));
}
