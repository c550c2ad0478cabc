import type { BookingDetail } from '@ruangmain/domain/contracts/bookings';
import { formatRupiah } from '@ruangmain/domain/money';
import { moneyRows } from '@/features/history/utils/booking-text';
import { useHistoryTranslation } from '@/lib/i18n-history';

/**
 * The money breakdown of transactions[0] (spec 2 §3): room and food subtotals, promo code and
 * percent, discount, reward discount, the tax labelled PPN 10% (spec 2 §9), service fee, final amount.
 */
export function MoneyBreakdown({ charged }: { charged: BookingDetail['transactions'][number] }) {
  const { t } = useHistoryTranslation();
  return (
    <dl className="flex flex-col gap-2 text-sm" data-testid="money-breakdown">
      {moneyRows(charged).map((row) => (
        <div key={row.key} className="flex items-baseline justify-between gap-4" data-row={row.key}>
          <dt className="text-muted">
            {row.key === 'promo'
              ? t('details.promo', { code: charged.promo_code, percent: charged.promo_percentage ?? 0 })
              : t(`details.${row.key}`)}
          </dt>
          <dd className="font-semibold tabular-nums">
            {row.isDeduction && row.amount > 0 ? `−${formatRupiah(row.amount)}` : formatRupiah(row.amount)}
          </dd>
        </div>
      ))}
      <div
        className="mt-1 flex items-baseline justify-between gap-4 border-t border-line pt-3"
        data-row="final"
      >
        <dt className="font-bold">{t('details.finalAmount')}</dt>
        <dd className="text-lg font-extrabold text-primary-text tabular-nums">
          {formatRupiah(charged.final_amount)}
        </dd>
      </div>
    </dl>
  );
}
