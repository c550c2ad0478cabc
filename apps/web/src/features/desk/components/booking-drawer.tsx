import { listBookingMoneyLines } from '@ruangmain/domain/booking-money';
import type { BoardUnit } from '@ruangmain/domain/contracts/board';
import type { DeskBooking } from '@ruangmain/domain/contracts/desk';
import { CHECK_IN_EARLY_MINUTES } from '@ruangmain/domain/desk';
import { formatRupiah } from '@ruangmain/domain/money';
import { formatPhoneForDisplay } from '@ruangmain/domain/phone';
import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { QueryView } from '@/components/query-view';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useCheckIn, useDeskBooking, useMarkNoShow } from '@/features/desk/api/booking-actions';
import { CancelForm } from '@/features/desk/components/cancel-form';
import { CustomerLookup } from '@/features/desk/components/customer-lookup';
import { ExtendForm } from '@/features/desk/components/extend-form';
import { MoveForm } from '@/features/desk/components/move-form';
import { ReceiptPanel } from '@/features/desk/components/receipt-panel';
import { RefundForm } from '@/features/desk/components/refund-form';
import { useIsAdmin } from '@/features/desk/hooks/use-is-admin';
import { STATE_CLASSES } from '@/features/desk/utils/board-states';
import { useModalFocus } from '@/hooks/use-modal-focus';
import { getServerMessage } from '@/lib/api-client';
import { useDeskTranslation } from '@/lib/i18n-desk';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';
import { getVenueDateTime } from '@/lib/venue-clock';

type FormAction = 'extend' | 'move' | 'rebook' | 'cancel' | 'refund' | 'lookup' | 'receipt';

const localTime = (instant: string | null) => (instant ? getVenueDateTime(new Date(instant)) : '–');

/**
 * A booking's drawer: its details, money and payments, and what the desk may do now (the server's
 * `actions`): check in, extend, move, no-show, cancel, refund (admins), and the customer looked up.
 */
export function BookingDrawer({
  bookingId,
  units,
  onClose,
}: {
  bookingId: number;
  units: readonly BoardUnit[];
  onClose: () => void;
}) {
  const { t } = useDeskTranslation();
  const titleId = useId();
  const query = useDeskBooking(bookingId);
  const panel = useRef<HTMLElement>(null);
  useModalFocus(panel);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <div className="fixed inset-0 z-40 flex justify-end">
      <button
        type="button"
        aria-label={t('drawer.close')}
        // The backdrop closes for the mouse; the keys have Escape and the close button.
        tabIndex={-1}
        className="absolute inset-0 bg-black/40"
        onClick={onClose}
      />
      <aside
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        // Focused when it opens, so its title is read; a container, not a control: no ring of its own.
        tabIndex={-1}
        className="relative flex h-full w-full max-w-md flex-col overflow-y-auto bg-surface shadow-2xl focus:outline-none"
        data-testid="booking-drawer"
      >
        <div className="sticky top-0 z-10 flex items-center justify-between gap-3 border-b border-line bg-surface px-5 py-4">
          {/* The whole invoice number, on two lines on a phone: the desk reads it out to the customer. */}
          <h2 id={titleId} className="min-w-0 text-lg font-extrabold break-words">
            {query.data
              ? t('drawer.title', { invoice: query.data.booking.invoice_number })
              : t('drawer.loading')}
          </h2>
          <Button variant="ghost" size="icon" aria-label={t('drawer.close')} onClick={onClose}>
            <X aria-hidden className="size-5" />
          </Button>
        </div>
        <div className="flex flex-col gap-5 px-5 py-4">
          <QueryView
            query={query}
            skeleton={<Skeleton className="h-64 w-full" />}
            errorMessage={(error) => getServerMessage(error, t('drawer.loadError'))}
            retryLabel={t('common.retry')}
          >
            {(desk) => <DrawerBody desk={desk} units={units} />}
          </QueryView>
        </div>
      </aside>
    </div>
  );
}

function Row({
  label,
  row,
  isStrong = false,
  children,
}: {
  label: ReactNode;
  row?: string;
  isStrong?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={clsx('flex justify-between gap-4 py-1 text-sm', isStrong && 'font-bold')} data-row={row}>
      <dt className="text-muted">{label}</dt>
      <dd className="text-right font-medium">{children}</dd>
    </div>
  );
}

function DrawerBody({ desk, units }: { desk: DeskBooking; units: readonly BoardUnit[] }) {
  const { t } = useDeskTranslation();
  const isAdmin = useIsAdmin();
  const [form, setForm] = useState<FormAction | null>(null);
  const { booking, actions } = desk;
  const checkIn = useCheckIn({
    onSuccess: () => toast.success(t('drawer.done.checkIn')),
    onError: (error) => toast.error(getServerMessage(error, t('drawer.loadError'))),
  });
  const noShow = useMarkNoShow({
    onSuccess: () => toast.success(t('drawer.done.noShow')),
    onError: (error) => toast.error(getServerMessage(error, t('drawer.loadError'))),
  });
  // Issue 29: before check-in opens the desk sees when it will, and the drawer asks again then.
  const checkInOpensAt =
    desk.state === 'upcoming' && !actions.check_in && desk.start_at
      ? new Date(new Date(desk.start_at).getTime() - CHECK_IN_EARLY_MINUTES * 60_000)
      : null;
  const queryClient = useQueryClient();
  const opensAt = checkInOpensAt?.getTime() ?? null;
  useEffect(() => {
    const opensIn = opensAt === null ? null : opensAt - Date.now();
    if (opensIn === null || opensIn > 24 * 3_600_000) return;
    const timer = setTimeout(
      () => queryClient.invalidateQueries({ queryKey: queryKeys.desk.booking(booking.id) }),
      Math.max(0, opensIn) + 1_000,
    );
    return () => clearTimeout(timer);
  }, [opensAt, queryClient, booking.id]);
  const unit = units.find((entry) => entry.id === booking.unit_id);
  const toggle = (action: FormAction) => setForm((open) => (open === action ? null : action));
  const done = () => setForm(null);
  const canRefund = isAdmin && actions.refund;
  // A receipt is for money taken: a paid booking or food order (the receipt answers 409 otherwise).
  const hasReceipt = booking.paid_at !== null;
  const hasActions =
    actions.check_in ||
    actions.extend ||
    actions.move ||
    actions.no_show ||
    actions.cancel ||
    canRefund ||
    actions.rebook;

  return (
    <>
      <span
        className={clsx('w-max rounded-md px-2 py-0.5 text-xs font-bold', STATE_CLASSES[desk.state])}
        data-testid="drawer-state"
      >
        {t(`states.${desk.state}`)}
      </span>
      <dl className="divide-y divide-line/60">
        <Row label={t('drawer.customer')}>
          {[booking.name, formatPhoneForDisplay(booking.phone)].filter(Boolean).join(' · ')}
        </Row>
        <Row label={t('drawer.unit')}>
          {booking.unit?.name} · {booking.unit?.room.name}
        </Row>
        <Row label={t('drawer.time')}>
          {localTime(desk.start_at)} – {localTime(desk.end_at).slice(11)}
        </Row>
        {booking.game?.title && <Row label={t('drawer.game')}>{booking.game.title}</Row>}
        {booking.total_visitors !== null && <Row label={t('drawer.people')}>{booking.total_visitors}</Row>}
        <Row label={t('drawer.channel')}>{t(`channels.${booking.channel}`)}</Row>
        {desk.checked_in_at && (
          <Row label={t('drawer.checkedIn')}>
            {t('drawer.checkedInBy', {
              time: localTime(desk.checked_in_at).slice(11),
              name: desk.checked_in_by?.name ?? '',
            })}
          </Row>
        )}
      </dl>

      <DrawerMoney money={desk.money} />

      <section aria-label={t('drawer.payments')}>
        <h3 className="mb-1 font-bold">{t('drawer.payments')}</h3>
        {desk.payments.length === 0 ? (
          <p className="text-sm text-muted">{t('drawer.noPayments')}</p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm">
            {desk.payments.map((payment) => (
              <li key={payment.id} className="flex justify-between gap-2">
                <span>
                  {t('drawer.payment', {
                    method: t(`methods.${payment.method}`),
                    purpose: t(`drawer.purpose.${payment.purpose}`),
                    status: t(`paymentStatus.${payment.status}`),
                  })}
                </span>
                <span className="font-semibold tabular-nums">{formatRupiah(payment.gross_amount)}</span>
              </li>
            ))}
          </ul>
        )}
        {desk.refunds.length > 0 && (
          <>
            <h4 className="mt-2 text-sm font-bold">{t('drawer.refunds')}</h4>
            <ul className="flex flex-col gap-1 text-sm">
              {desk.refunds.map((refund) => (
                <li key={refund.id}>
                  {t('drawer.refund', {
                    amount: formatRupiah(refund.amount),
                    reason: refund.reason,
                    status: t(`refundStatus.${refund.status}`),
                  })}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>

      <section aria-label={t('drawer.actions')} className="flex flex-col gap-3">
        <h3 className="font-bold">{t('drawer.actions')}</h3>
        {!hasActions && <p className="text-sm text-muted">{t('drawer.noActions')}</p>}
        <div className="flex flex-wrap gap-2">
          {actions.check_in && (
            <Button
              size="sm"
              isLoading={checkIn.isPending}
              onClick={() => checkIn.mutate({ bookingId: booking.id })}
            >
              {t('drawer.checkIn')}
            </Button>
          )}
          {checkInOpensAt && (
            <Button size="sm" disabled>
              {t('drawer.checkInOpens', { time: localTime(checkInOpensAt.toISOString()).slice(11) })}
            </Button>
          )}
          {actions.extend && (
            <Button
              size="sm"
              variant="outline"
              aria-expanded={form === 'extend'}
              onClick={() => toggle('extend')}
            >
              {t('drawer.extend')}
            </Button>
          )}
          {actions.move && (
            <Button
              size="sm"
              variant="outline"
              aria-expanded={form === 'move'}
              onClick={() => toggle('move')}
            >
              {t('drawer.move')}
            </Button>
          )}
          {actions.rebook && (
            <Button
              size="sm"
              variant="outline"
              aria-expanded={form === 'rebook'}
              onClick={() => toggle('rebook')}
            >
              {t('drawer.rebook')}
            </Button>
          )}
          {actions.no_show && (
            <Button
              size="sm"
              variant="outline"
              isLoading={noShow.isPending}
              onClick={() => noShow.mutate({ bookingId: booking.id })}
            >
              {t('drawer.noShow')}
            </Button>
          )}
          {actions.cancel && (
            <Button
              size="sm"
              variant="outline"
              aria-expanded={form === 'cancel'}
              onClick={() => toggle('cancel')}
            >
              {t('drawer.cancel')}
            </Button>
          )}
          {canRefund && (
            <Button
              size="sm"
              variant="danger"
              aria-expanded={form === 'refund'}
              onClick={() => toggle('refund')}
            >
              {t('drawer.refundAction')}
            </Button>
          )}
          {hasReceipt && (
            <Button
              size="sm"
              variant="outline"
              aria-expanded={form === 'receipt'}
              onClick={() => toggle('receipt')}
            >
              {t('drawer.receipt')}
            </Button>
          )}
          <Button
            size="sm"
            variant="ghost"
            aria-expanded={form === 'lookup'}
            onClick={() => toggle('lookup')}
          >
            {t('drawer.lookup')}
          </Button>
        </div>
        {form === 'extend' && (
          <ExtendForm booking={desk} pricePerHour={unit?.price_per_hour ?? null} onDone={done} />
        )}
        {(form === 'move' || form === 'rebook') && (
          <MoveForm booking={desk} units={units} action={form} onDone={done} />
        )}
        {form === 'cancel' && <CancelForm booking={desk} onDone={done} />}
        {form === 'refund' && <RefundForm booking={desk} onDone={done} />}
        {form === 'lookup' && <CustomerLookup initialPhone={booking.phone} />}
        {form === 'receipt' && <ReceiptPanel invoiceNumber={booking.invoice_number} />}
      </section>
    </>
  );
}

/** Every money line of the booking (packages/domain booking-money.ts), in the order the total is reached. */
function DrawerMoney({ money }: { money: DeskBooking['money'] }) {
  const { t } = useDeskTranslation();
  const lines = listBookingMoneyLines(money).filter((line) => line.key === 'session' || line.amount !== 0);
  const rupiah = (amount: number) => (amount < 0 ? `−${formatRupiah(-amount)}` : formatRupiah(amount));
  return (
    <section aria-label={t('drawer.money')} data-testid="drawer-money">
      <h3 className="mb-1 font-bold">{t('drawer.money')}</h3>
      <dl className="divide-y divide-line/60">
        {lines.map((line) => (
          <Row key={line.key} label={t(`drawer.lines.${line.key}`)} row={line.key}>
            {rupiah(line.amount)}
          </Row>
        ))}
        <Row label={t('drawer.total')} row="total" isStrong>
          {money.total === null ? t('drawer.noTotal') : formatRupiah(money.total)}
        </Row>
        <Row label={t('drawer.paid')} row="paid">
          {formatRupiah(money.paid)}
        </Row>
        {money.refunded > 0 && (
          <Row label={t('drawer.refunded')} row="refunded">
            −{formatRupiah(money.refunded)}
          </Row>
        )}
        {money.due > 0 && (
          <Row label={t('drawer.due')} row="due">
            {formatRupiah(money.due)}
          </Row>
        )}
        {money.refundable > 0 && (
          <Row label={t('drawer.refundable')} row="refundable">
            {formatRupiah(money.refundable)}
          </Row>
        )}
      </dl>
    </section>
  );
}
