import type {
  Shift,
  ShiftMethodTotal,
  ShiftPaymentCount,
  ShiftTotals,
} from '@ruangmain/domain/contracts/shift';
import { formatRupiah } from '@ruangmain/domain/money';
import { clsx } from 'clsx';
import { ColumnHeads } from '@/features/shift/components/column-heads';
import { useShiftTranslation } from '@/lib/i18n-shift';

/**
 * The drawer's sum: opening cash, cash in, cash out, what should be there; then takings per method.
 * An open shift is answered blind (issue 29 item 8, record 0047): the opening cash and how many
 * payments, no sums the cashier could count towards.
 */
export function ShiftFigures({ shift }: { shift: Shift }) {
  const { t } = useShiftTranslation();
  const { totals } = shift;
  const rows: Array<[string, string, boolean?]> = [
    [t('current.openingCash'), formatRupiah(shift.opening_cash)],
  ];
  if (totals) {
    rows.push(
      [t('current.cashTaken'), `+ ${formatRupiah(totals.cash_taken)}`],
      [t('current.cashRefunded'), `− ${formatRupiah(totals.cash_refunded)}`],
      [t('current.expectedCash'), formatRupiah(shift.expected_cash), true],
    );
  }
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <dl className="flex flex-col gap-1 text-sm">
        {rows.map(([label, value, isTotal]) => (
          <div
            key={label}
            className={clsx(
              'flex items-baseline justify-between gap-3 py-1',
              isTotal && 'mt-1 border-t border-line pt-2 text-base font-bold',
            )}
          >
            <dt className={clsx(!isTotal && 'text-muted')}>{label}</dt>
            <dd className="tabular-nums" data-testid={isTotal ? 'expected-cash' : undefined}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <MethodTotals counts={shift.payment_counts} totals={totals} />
    </div>
  );
}

/** Payments per method; with the sums once the shift is closed. */
function MethodTotals({ counts, totals }: { counts: ShiftPaymentCount[]; totals: ShiftTotals | null }) {
  const { t } = useShiftTranslation();
  const rows: Array<ShiftPaymentCount | ShiftMethodTotal> = totals?.methods ?? counts;
  if (counts.length === 0) return <p className="text-sm text-muted">{t('current.noPayments')}</p>;
  return (
    <table className="-mx-2 w-[calc(100%+1rem)] text-sm">
      <caption className="px-2 pb-2 text-left font-bold">{t('methods.title')}</caption>
      <thead className="text-left text-xs text-muted">
        <ColumnHeads
          className="px-2 py-1"
          columns={[
            { label: t('methods.method') },
            { label: t('methods.payments'), isNumber: true },
            ...(totals
              ? [
                  { label: t('methods.taken'), isNumber: true },
                  { label: t('methods.refunded'), isNumber: true },
                  { label: t('methods.net'), isNumber: true },
                ]
              : []),
          ]}
        />
      </thead>
      <tbody className="tabular-nums">
        {rows.map((row) => (
          <tr key={row.method} className="border-t border-line">
            <th scope="row" className="px-2 py-1.5 text-left font-semibold">
              {t(`methods.name.${row.method}`)}
            </th>
            <td className="px-2 py-1.5 text-right">{row.payments}</td>
            {'taken' in row && (
              <>
                <td className="px-2 py-1.5 text-right">{formatRupiah(row.taken)}</td>
                <td className="px-2 py-1.5 text-right">{formatRupiah(row.refunded)}</td>
                <td className="px-2 py-1.5 text-right font-semibold">
                  {formatRupiah(row.taken - row.refunded)}
                </td>
              </>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Counted − expected as people say it: over by, short by, or even. */
export function DifferenceText({ difference }: { difference: number }) {
  const { t } = useShiftTranslation();
  const amount = formatRupiah(Math.abs(difference));
  if (difference === 0) return <span className="text-success">{t('close.even')}</span>;
  return (
    <span className={difference > 0 ? 'text-accent-text' : 'text-danger'}>
      {t(difference > 0 ? 'close.over' : 'close.short', { amount })}
    </span>
  );
}
