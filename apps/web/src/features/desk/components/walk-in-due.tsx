import { formatRupiah } from '@ruangmain/domain/money';
import type { PriceBreakdown } from '@ruangmain/domain/pricing';
import { TextInput } from '@/components/form/text-input';
import { Skeleton } from '@/components/ui/skeleton';
import { useDeskTranslation } from '@/lib/i18n-desk';

/** What the walk-in costs before Book, and for cash what was handed over and the change. */
export function WalkInDue({
  due,
  isCash,
  tendered,
  onTendered,
  change,
}: {
  due: PriceBreakdown | null;
  isCash: boolean;
  tendered: string;
  onTendered: (value: string) => void;
  change: number | null;
}) {
  const { t } = useDeskTranslation();
  if (!due) return <Skeleton className="h-16 w-full" />;
  return (
    <div className="flex flex-col gap-3 rounded-xl bg-surface-2 p-3 text-sm" data-testid="walk-in-due">
      <dl className="flex flex-col gap-1">
        <div className="flex justify-between gap-3">
          <dt className="text-muted">{t('walkIn.play')}</dt>
          <dd className="tabular-nums">{formatRupiah(due.sessionSubtotal)}</dd>
        </div>
        {due.serviceFeeAmount > 0 && (
          <div className="flex justify-between gap-3">
            <dt className="text-muted">{t('walkIn.fees')}</dt>
            <dd className="tabular-nums">{formatRupiah(due.serviceFeeAmount)}</dd>
          </div>
        )}
        <div className="flex justify-between gap-3 border-t border-line pt-1 text-base font-bold">
          <dt>{t('walkIn.due')}</dt>
          <dd className="tabular-nums" data-testid="walk-in-total">
            {formatRupiah(due.total)}
          </dd>
        </div>
      </dl>
      {isCash && (
        <div className="flex flex-col gap-1">
          <TextInput
            label={t('walkIn.tendered')}
            type="number"
            inputMode="numeric"
            min={0}
            value={tendered}
            onChange={(event) => onTendered(event.target.value)}
          />
          {change !== null && (
            <p
              className={change < 0 ? 'font-semibold text-danger' : 'font-semibold'}
              data-testid="walk-in-change"
              aria-live="polite"
            >
              {change < 0
                ? t('walkIn.short', { amount: formatRupiah(-change) })
                : t('walkIn.change', { amount: formatRupiah(change) })}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
