import type { BookingDetail } from '@ruangmain/domain/contracts/bookings';

export type MoneyRow = {
  key: 'roomSubtotal' | 'fnbSubtotal' | 'promo' | 'discount' | 'rewardDiscount' | 'tax' | 'serviceFee';
  amount: number;
  /** Taken off the total: shown with a minus. */
  isDeduction: boolean;
};

type Charged = BookingDetail['transactions'][number];

/**
 * The money breakdown of transactions[0] (spec 2 §3), in the order the total is reached; the promo
 * line names its code and percent, and appears only with a promo.
 */
export function moneyRows(charged: Charged): MoneyRow[] {
  const rows: MoneyRow[] = [
    { key: 'roomSubtotal', amount: charged.subtotal_room, isDeduction: false },
    { key: 'fnbSubtotal', amount: charged.subtotal_fnb, isDeduction: false },
  ];
  if (charged.promo_code) rows.push({ key: 'promo', amount: charged.discount_amount, isDeduction: true });
  else rows.push({ key: 'discount', amount: charged.discount_amount, isDeduction: true });
  rows.push(
    { key: 'rewardDiscount', amount: charged.reward_discount, isDeduction: true },
    { key: 'tax', amount: charged.tax_amount, isDeduction: false },
    { key: 'serviceFee', amount: charged.service_fee_amount, isDeduction: false },
  );
  return rows;
}
