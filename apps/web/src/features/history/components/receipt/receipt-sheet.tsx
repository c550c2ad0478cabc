import { listBookingMoneyLines } from '@ruangmain/domain/booking-money';
import type { Receipt } from '@ruangmain/domain/contracts/receipts';
import { formatRupiah } from '@ruangmain/domain/money';
import { bookingSchedule, longDateTime } from '@/features/history/utils/booking-text';
import { useHistoryTranslation } from '@/lib/i18n-history';

/**
 * A receipt (issue "Receipts"): the venue as its settings name it, the invoice, date, items, the money
 * breakdown, payment method and status. Drawn in print colours on screen and on paper alike.
 */
export function ReceiptSheet({ receipt }: { receipt: Receipt }) {
  const { t } = useHistoryTranslation();
  const { venue, booking, payment } = receipt;
  const schedule = bookingSchedule(booking);
  const charged = booking.transactions[0];
  const method = t(`paymentMethods.${payment.method}`);

  return (
    <article
      data-testid="receipt"
      className="mx-auto w-full max-w-md rounded-2xl bg-white p-6 text-sm text-neutral-900 shadow-card sm:p-8 print:max-w-[150mm] print:rounded-none print:p-0 print:shadow-none"
    >
      <header className="border-b border-dashed border-neutral-300 pb-4 text-center">
        <p className="text-xl font-black tracking-tight">{venue.name}</p>
        <p className="mt-1 text-xs leading-relaxed text-neutral-600">{venue.address}</p>
        <p className="text-xs text-neutral-600">
          {t('receipt.phone')}: {venue.phone}
        </p>
      </header>

      <h1 className="mt-4 text-center text-base font-extrabold tracking-wide uppercase">
        {t('receipt.title')}
      </h1>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
        <dt className="text-neutral-600">{t('receipt.invoice')}</dt>
        <dd className="text-right font-mono text-xs font-semibold break-all sm:text-sm">
          {booking.invoice_number}
        </dd>
        {payment.paid_at && (
          <>
            <dt className="text-neutral-600">{t('receipt.paidAt')}</dt>
            <dd className="text-right">{longDateTime(payment.paid_at)}</dd>
          </>
        )}
        <dt className="text-neutral-600">{t('receipt.customer')}</dt>
        <dd className="text-right">{booking.name}</dd>
        <dt className="text-neutral-600">{t('receipt.paymentMethod')}</dt>
        <dd className="text-right">{payment.type ? `${method} (${payment.type.toUpperCase()})` : method}</dd>
        <dt className="text-neutral-600">{t('receipt.status')}</dt>
        <dd className="text-right font-semibold" data-testid="receipt-status">
          {t(`status.${booking.status}`)}
        </dd>
      </dl>

      <table className="mt-5 w-full border-y border-dashed border-neutral-300">
        <thead>
          <tr className="text-left text-xs text-neutral-600">
            <th className="py-2 font-semibold">{t('receipt.item')}</th>
            <th className="py-2 pl-3 text-right font-semibold">{t('receipt.quantity')}</th>
            <th className="py-2 pl-3 text-right font-semibold">{t('receipt.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {booking.unit && booking.duration !== null && charged && (
            <tr className="align-top">
              <td className="py-1.5 pr-2">
                {t('receipt.session', {
                  unit: booking.unit.name,
                  room: booking.unit.room.name,
                  date: schedule.date,
                  start: schedule.start,
                  end: schedule.end,
                })}
              </td>
              <td className="py-1.5 pl-3 text-right whitespace-nowrap tabular-nums">
                {t('receipt.sessionQuantity', { count: booking.duration })}
              </td>
              <td className="py-1.5 pl-3 text-right whitespace-nowrap tabular-nums">
                {formatRupiah(charged.subtotal_room)}
              </td>
            </tr>
          )}
          {receipt.extensions.map((extension) => (
            <tr key={`extension-${extension.id}`} className="align-top" data-row="extension">
              <td className="py-1.5 pr-2">{t('receipt.extension')}</td>
              <td className="py-1.5 pl-3 text-right whitespace-nowrap tabular-nums">
                {t('receipt.extensionQuantity', { minutes: extension.minutes })}
              </td>
              <td className="py-1.5 pl-3 text-right whitespace-nowrap tabular-nums">
                {formatRupiah(extension.amount)}
              </td>
            </tr>
          ))}
          {booking.fnbs.map((line) => (
            <tr key={line.id} className="align-top">
              <td className="py-1.5 pr-2">{line.name}</td>
              <td className="py-1.5 pl-3 text-right whitespace-nowrap tabular-nums">{line.pivot.quantity}</td>
              <td className="py-1.5 pl-3 text-right whitespace-nowrap tabular-nums">
                {formatRupiah(line.pivot.price * line.pivot.quantity)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <ReceiptMoney receipt={receipt} />
      <p className="mt-6 border-t border-dashed border-neutral-300 pt-4 text-center text-xs text-neutral-600">
        {t('receipt.thanks', { venue: venue.name })}
      </p>
    </article>
  );
}

/** The money lines that reach the total, then what was paid and given back (booking-money.ts). */
function ReceiptMoney({ receipt }: { receipt: Receipt }) {
  const { t } = useHistoryTranslation();
  const { money } = receipt;
  const charged = receipt.booking.transactions[0];
  const lines = listBookingMoneyLines(money).filter((line) => line.amount !== 0);
  const label = (key: (typeof lines)[number]['key']) =>
    key === 'promo' && charged?.promo_code
      ? t('details.promo', { code: charged.promo_code, percent: charged.promo_percentage ?? 0 })
      : t(`receipt.lines.${key}`);
  const row = 'flex items-baseline justify-between gap-4';
  return (
    <dl className="mt-4 flex flex-col gap-1.5" data-testid="receipt-money">
      {lines.map((line) => (
        <div key={line.key} className={row} data-row={line.key}>
          <dt className="text-neutral-600">{label(line.key)}</dt>
          <dd className="tabular-nums">
            {line.amount < 0 ? `−${formatRupiah(-line.amount)}` : formatRupiah(line.amount)}
          </dd>
        </div>
      ))}
      <div className={`${row} mt-1 border-t border-neutral-300 pt-2 font-bold`} data-row="final">
        <dt>{t('details.finalAmount')}</dt>
        <dd className="text-base tabular-nums">{formatRupiah(money.total ?? 0)}</dd>
      </div>
      <div className={row} data-row="paid">
        <dt className="text-neutral-600">{t('receipt.lines.paid')}</dt>
        <dd className="tabular-nums">{formatRupiah(money.paid)}</dd>
      </div>
      {money.refunded > 0 && (
        <div className={row} data-row="refunded">
          <dt className="text-neutral-600">{t('receipt.lines.refunded')}</dt>
          <dd className="tabular-nums">−{formatRupiah(money.refunded)}</dd>
        </div>
      )}
      {money.due > 0 && (
        <div className={`${row} font-semibold`} data-row="due">
          <dt>{t('receipt.lines.due')}</dt>
          <dd className="tabular-nums">{formatRupiah(money.due)}</dd>
        </div>
      )}
    </dl>
  );
}
