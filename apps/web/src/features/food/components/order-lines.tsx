import type { FoodLine } from '@ruangmain/domain/booking-draft';
import { formatRupiah } from '@ruangmain/domain/money';
import { useFoodTranslation } from '@/lib/i18n-food';

/** The order's items: quantity, name and line total; a reward's are FREE with the price struck through. */
export function OrderLines({ lines, isReward }: { lines: readonly FoodLine[]; isReward: boolean }) {
  const { t } = useFoodTranslation();
  if (lines.length === 0) return <p className="py-2 text-sm text-muted">{t('summary.empty')}</p>;
  return (
    <ul data-testid="order-lines" className="divide-y divide-line">
      {lines.map((line) => (
        <li key={line.id} className="flex items-start justify-between gap-3 py-2.5 text-sm">
          <span className="min-w-0">
            <span className="font-semibold">
              {t('summary.line', { quantity: line.quantity, name: line.name })}
            </span>
            <span className="block text-xs text-muted">
              {t('summary.unitPrice', { price: formatRupiah(line.price) })}
            </span>
          </span>
          {isReward ? (
            <span className="flex shrink-0 flex-col items-end leading-tight">
              <span className="text-xs text-muted line-through">
                {formatRupiah(line.price * line.quantity)}
              </span>
              <span className="font-black text-success">{t('menu.free')}</span>
            </span>
          ) : (
            <span className="shrink-0 font-semibold tabular-nums">
              {formatRupiah(line.price * line.quantity)}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
