import { listBookingMoneyLines } from '@ruangmain/domain/booking-money';
import type { Receipt } from '@ruangmain/domain/contracts/receipts';
import { formatRupiah } from '@ruangmain/domain/money';
import { clsx } from 'clsx';
import { useDateLanguage } from '@/hooks/use-date-language';
import { bookingSchedule, longDateTime } from '@/lib/booking-schedule';
import { useReceiptTranslation } from '@/lib/i18n-receipt';

/** The paper a receipt is printed on: a 58 or 80 mm thermal roll at the desk, or A4. */
export const RECEIPT_WIDTHS = ['58mm', '80mm', 'a4'] as const;
export type ReceiptWidth = (typeof RECEIPT_WIDTHS)[number];

/** The sheet's frame per paper: a card on screen for A4, the roll's own width (less its margins) for thermal. */
const FRAME: Record<ReceiptWidth, string> = {
  a4: 'w-full max-w-md rounded-2xl p-6 text-sm shadow-card sm:p-8 print:max-w-[150mm] print:rounded-none print:p-0 print:shadow-none',
  '80mm': 'w-[80mm] px-[4mm] py-[3mm] text-[12px] leading-snug',
  '58mm': 'w-[58mm] px-[2mm] py-[2mm] text-[10.5px] leading-snug',
};

/**
 * A receipt (issues "Receipts", 29 item 7), the customer's and the desk's alike: the venue as its
 * settings name it, the invoice, date, items (the session, the time added at the desk, the food), every
 * money line (packages/domain booking-money.ts) with the tax by its label (and the venue's NPWP under
 * it, when it has one), the payment method and status. Drawn in print colours on screen and on paper alike, at the paper's width.
 */
export function ReceiptSheet({ receipt, width = 'a4' }: { receipt: Receipt; width?: ReceiptWidth }) {
  const { t } = useReceiptTranslation();
  const dateLanguage = useDateLanguage();
  const { venue, booking, payment } = receipt;
  const schedule = bookingSchedule(booking, dateLanguage);
  const charged = booking.transactions[0];
  const method = t(`paymentMethods.${payment.method}`);
  const isThermal = width !== 'a4';
  const cell = isThermal ? 'py-0.5' : 'py-1.5';
  const gap = isThermal ? 'pl-1.5' : 'pl-3';

  return (
    <article
      data-testid="receipt"
      data-width={width}
      className={clsx('mx-auto bg-white text-neutral-900', FRAME[width])}
    >
      <header
        className={clsx('border-b border-dashed border-neutral-300 text-center', isThermal ? 'pb-2' : 'pb-4')}
      >
        <p className={clsx('font-black tracking-tight', isThermal ? 'text-base' : 'text-xl')}>{venue.name}</p>
        <p className={clsx('mt-1 leading-relaxed text-neutral-600', !isThermal && 'text-xs')}>
          {venue.address}
        </p>
        <p className={clsx('text-neutral-600', !isThermal && 'text-xs')}>
          {t('sheet.phone')}: {venue.phone}
        </p>
      </header>

      <h1
        className={clsx(
          'text-center font-extrabold tracking-wide uppercase',
          isThermal ? 'mt-2 text-sm' : 'mt-4 text-base',
        )}
      >
        {t('sheet.title')}
      </h1>
      <dl
        className={clsx(
          'grid grid-cols-[auto_1fr] gap-x-3',
          isThermal ? 'mt-1.5 gap-y-0.5' : 'mt-3 gap-y-1.5',
        )}
      >
        <dt className="text-neutral-600">{t('sheet.invoice')}</dt>
        <dd
          className={clsx('text-right font-mono font-semibold break-all', !isThermal && 'text-xs sm:text-sm')}
        >
          {booking.invoice_number}
        </dd>
        {payment.paid_at && (
          <>
            <dt className="text-neutral-600">{t('sheet.paidAt')}</dt>
            <dd className="text-right">{longDateTime(payment.paid_at, dateLanguage)}</dd>
          </>
        )}
        <dt className="text-neutral-600">{t('sheet.customer')}</dt>
        <dd className="text-right">{booking.name}</dd>
        <dt className="text-neutral-600">{t('sheet.paymentMethod')}</dt>
        <dd className="text-right">{payment.type ? `${method} (${payment.type.toUpperCase()})` : method}</dd>
        <dt className="text-neutral-600">{t('sheet.status')}</dt>
        <dd className="text-right font-semibold" data-testid="receipt-status">
          {t(`status.${booking.status}`)}
        </dd>
      </dl>

      <table
        className={clsx('w-full border-y border-dashed border-neutral-300', isThermal ? 'mt-2' : 'mt-5')}
      >
        <thead>
          <tr className={clsx('text-left text-neutral-600', !isThermal && 'text-xs')}>
            <th className={clsx(cell, 'font-semibold')}>{t('sheet.item')}</th>
            <th className={clsx(cell, gap, 'text-right font-semibold')}>{t('sheet.quantity')}</th>
            <th className={clsx(cell, gap, 'text-right font-semibold')}>{t('sheet.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {booking.unit && booking.duration !== null && charged && (
            <tr className="align-top">
              <td className={clsx(cell, 'pr-1')}>
                {t('sheet.session', {
                  unit: booking.unit.name,
                  room: booking.unit.room.name,
                  date: schedule.date,
                  start: schedule.start,
                  end: schedule.end,
                })}
              </td>
              <td className={clsx(cell, gap, 'text-right whitespace-nowrap tabular-nums')}>
                {t('sheet.sessionQuantity', { count: booking.duration })}
              </td>
              <td className={clsx(cell, gap, 'text-right whitespace-nowrap tabular-nums')}>
                {formatRupiah(charged.subtotal_room)}
              </td>
            </tr>
          )}
          {receipt.extensions.map((extension) => (
            <tr key={`extension-${extension.id}`} className="align-top" data-row="extension">
              <td className={clsx(cell, 'pr-1')}>{t('sheet.extension')}</td>
              <td className={clsx(cell, gap, 'text-right whitespace-nowrap tabular-nums')}>
                {t('sheet.extensionQuantity', { minutes: extension.minutes })}
              </td>
              <td className={clsx(cell, gap, 'text-right whitespace-nowrap tabular-nums')}>
                {formatRupiah(extension.amount)}
              </td>
            </tr>
          ))}
          {booking.fnbs.map((line) => (
            <tr key={line.id} className="align-top">
              <td className={clsx(cell, 'pr-1')}>{line.name}</td>
              <td className={clsx(cell, gap, 'text-right whitespace-nowrap tabular-nums')}>
                {line.pivot.quantity}
              </td>
              <td className={clsx(cell, gap, 'text-right whitespace-nowrap tabular-nums')}>
                {formatRupiah(line.pivot.price * line.pivot.quantity)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <ReceiptMoney receipt={receipt} isThermal={isThermal} />
      <p
        className={clsx(
          'border-t border-dashed border-neutral-300 text-center text-neutral-600',
          isThermal ? 'mt-2 pt-2' : 'mt-6 pt-4 text-xs',
        )}
      >
        {t('sheet.thanks', { venue: venue.name })}
      </p>
    </article>
  );
}

/** The money lines that reach the total, then what was paid and given back (booking-money.ts). */
function ReceiptMoney({ receipt, isThermal }: { receipt: Receipt; isThermal: boolean }) {
  const { t } = useReceiptTranslation();
  const { money } = receipt;
  const charged = receipt.booking.transactions[0];
  // The tax shows by its label even at Rp0: a receipt says which tax applied (issue 29 item 7).
  const lines = listBookingMoneyLines(money).filter((line) => line.amount !== 0 || line.key === 'tax');
  const label = (key: (typeof lines)[number]['key']) =>
    key === 'promo' && charged?.promo_code
      ? t('sheet.promo', { code: charged.promo_code, percent: charged.promo_percentage ?? 0 })
      : t(`sheet.lines.${key}`);
  const row = 'flex items-baseline justify-between gap-3';
  return (
    <dl
      className={clsx('flex flex-col', isThermal ? 'mt-2 gap-0.5' : 'mt-4 gap-1.5')}
      data-testid="receipt-money"
    >
      {lines.map((line) => (
        <div key={line.key} className={row} data-row={line.key}>
          <dt className="text-neutral-600">
            {label(line.key)}
            {/* The venue's NPWP under the tax it charged, when it has one (issue 29). */}
            {line.key === 'tax' && receipt.venue.tax_number && (
              <span className="block text-[0.9em]" data-testid="receipt-tax-number">
                {t('sheet.taxNumber', { number: receipt.venue.tax_number })}
              </span>
            )}
          </dt>
          <dd className="tabular-nums">
            {line.amount < 0 ? `−${formatRupiah(-line.amount)}` : formatRupiah(line.amount)}
          </dd>
        </div>
      ))}
      <div className={clsx(row, 'mt-1 border-t border-neutral-300 pt-1.5 font-bold')} data-row="final">
        <dt>{t('sheet.total')}</dt>
        <dd className={clsx('tabular-nums', !isThermal && 'text-base')}>{formatRupiah(money.total ?? 0)}</dd>
      </div>
      <div className={row} data-row="paid">
        <dt className="text-neutral-600">{t('sheet.lines.paid')}</dt>
        <dd className="tabular-nums">{formatRupiah(money.paid)}</dd>
      </div>
      {money.refunded > 0 && (
        <div className={row} data-row="refunded">
          <dt className="text-neutral-600">{t('sheet.lines.refunded')}</dt>
          <dd className="tabular-nums">−{formatRupiah(money.refunded)}</dd>
        </div>
      )}
      {money.due > 0 && (
        <div className={clsx(row, 'font-semibold')} data-row="due">
          <dt>{t('sheet.lines.due')}</dt>
          <dd className="tabular-nums">{formatRupiah(money.due)}</dd>
        </div>
      )}
    </dl>
  );
}
