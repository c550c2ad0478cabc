import { findWalkInStart } from '@ruangmain/domain/bookings';
import type { BookRoomResponse } from '@ruangmain/domain/contracts/bookings';
import { BookRoomRequestSchema } from '@ruangmain/domain/contracts/bookings';
import { formatRupiah } from '@ruangmain/domain/money';
import { calculateBookingPrice, type PriceBreakdown } from '@ruangmain/domain/pricing';
import { useMemo, useState } from 'react';
import { z } from 'zod';
import { TextInput } from '@/components/form/text-input';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useDeskBooking } from '@/features/desk/api/booking-actions';
import { useBookWalkIn, useUnitGames } from '@/features/desk/api/walk-in';
import type { SlotPick } from '@/features/desk/components/board-grid';
import { ClashList } from '@/features/desk/components/clash-list';
import { PaymentQr } from '@/features/desk/components/payment-qr';
import { WalkInGamePicker } from '@/features/desk/components/walk-in-game-picker';
import { useServerNow } from '@/features/desk/hooks/use-server-now';
import { readClashes } from '@/features/desk/utils/clash';
import { useServerForm } from '@/hooks/use-server-form';
import { getServerMessage } from '@/lib/api-client';
import { useCharges } from '@/lib/charges';
import { useDeskTranslation } from '@/lib/i18n-desk';
import { toast } from '@/lib/toast';
import { getVenueDateTime } from '@/lib/venue-clock';

const HOUR = 3_600_000;
const PAYMENT_POLL_MS = 1_500;

const selectClasses =
  'h-11 w-full rounded-xl border border-line bg-surface px-3 text-sm text-fg focus-visible:outline-2 focus-visible:outline-ring';

/** The hours a walk-in may last from its start: whole hours up to closing. */
const hoursUntil = (start: Date, closesAt: Date) =>
  Math.max(0, Math.floor((closesAt.getTime() - start.getTime()) / HOUR));

/** How soon a cell must start for the walk-in to be offered "start now" instead (the next cell). */
const START_NOW_WITHIN_MS = 30 * 60_000;

/**
 * A walk-in on a free slot (issue "Front desk"): name, phone, game, people, duration, cash or QRIS,
 * booked through the over-the-counter booking (POST /api/book-room); QRIS shows its code until paid.
 * A cell already begun starts now, to the minute, and the next cell may too (issue 29 item 6); the
 * amount due shows before Book, priced by the rule the server charges by (quote twice, trust once),
 * and for cash the money tendered and the change.
 */
export function WalkInDialog({
  pick,
  closesAt,
  serverNow,
  onClose,
}: {
  pick: SlotPick;
  closesAt: Date;
  /** The board's server clock, so "now" is the venue's, not the tablet's. */
  serverNow: string;
  onClose: () => void;
}) {
  const { t } = useDeskTranslation();
  const unit = useUnitGames(pick.unit.id);
  const now = useServerNow(serverNow);
  const hasBegun = pick.column.start.getTime() <= now.getTime();
  const canStartNow = !hasBegun && pick.column.start.getTime() - now.getTime() <= START_NOW_WITHIN_MS;
  const [wantsNow, setWantsNow] = useState(false);
  const startsNow = hasBegun || (canStartNow && wantsNow);
  const start = startsNow ? findWalkInStart(pick.column.start, now) : pick.column.start;
  const [booked, setBooked] = useState<BookRoomResponse | null>(null);
  const [failure, setFailure] = useState<{ message: string; clashes: ReturnType<typeof readClashes> } | null>(
    null,
  );
  const maxHours = hoursUntil(start, closesAt);
  const schema = useMemo(
    () =>
      BookRoomRequestSchema.pick({
        name: true,
        phone: true,
        total_visitors: true,
        payment_method: true,
      }).extend({
        game_id: z.coerce.number().int().positive(t('walkIn.gameRequired')),
        console_name: z.string(),
        hours: z.coerce.number().int().min(1).max(Math.max(1, maxHours)),
      }),
    [t, maxHours],
  );
  const form = useServerForm({
    schema,
    defaultValues: {
      name: '',
      phone: '',
      game_id: '' as unknown as number,
      console_name: '',
      total_visitors: 1,
      hours: 1,
      payment_method: 'cash',
    },
    serverFields: ['name', 'phone', 'game_id', 'console_name', 'total_visitors', 'payment_method'],
  });
  const clockOffset = now.getTime() - Date.now();
  const charges = useCharges();
  const hours = Number(form.watch('hours')) || 1;
  const isCash = form.watch('payment_method') !== 'qris';
  const due = charges.data
    ? calculateBookingPrice({
        pricePerHour: pick.unit.price_per_hour,
        hours,
        items: [],
        promoPercentage: 0,
        taxPercentage: charges.data.taxPercentage,
        serviceFees: charges.data.serviceFees.map((fee) => fee.amount),
      })
    : null;
  const [tendered, setTendered] = useState('');
  const tenderedAmount = tendered === '' ? null : Number(tendered);
  const change = due && tenderedAmount !== null ? tenderedAmount - due.total : null;
  const isShort = isCash && change !== null && change < 0;
  const book = useBookWalkIn({
    onSuccess: (answer) => {
      if (answer.data.status === 'confirmed') {
        toast.success(
          change !== null && change >= 0
            ? t('walkIn.doneChange', { invoice: answer.invoice_number, change: formatRupiah(change) })
            : t('walkIn.done', { invoice: answer.invoice_number }),
        );
        onClose();
      } else setBooked(answer);
    },
    onError: (error) => {
      if (form.showServerErrors(error).length > 0) return;
      setFailure({ message: getServerMessage(error, t('board.loadError')), clashes: readClashes(error) });
    },
  });

  const onValid = (values: z.output<typeof schema>) => {
    setFailure(null);
    // "Now" is read again at the click: the minute the party starts playing.
    const startAt = startsNow
      ? findWalkInStart(pick.column.start, new Date(Date.now() + clockOffset))
      : start;
    const end = new Date(startAt.getTime() + values.hours * HOUR);
    book.mutate({
      unit_id: pick.unit.id,
      game_id: values.game_id,
      ...(values.console_name && { console_name: values.console_name }),
      total_visitors: values.total_visitors,
      start_time: getVenueDateTime(startAt),
      end_time: getVenueDateTime(end),
      payment_method: values.payment_method === 'qris' ? 'qris' : 'cash',
      ...(values.name && { name: values.name }),
      ...(values.phone && { phone: values.phone }),
    });
  };

  const title = t('walkIn.title', { unit: pick.unit.name });
  if (booked) return <WalkInPayment booked={booked} title={title} onClose={onClose} />;

  const errors = form.formState.errors;
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      description={
        startsNow
          ? t('walkIn.startsNow', { time: getVenueDateTime(start).slice(11) })
          : t('walkIn.description', { time: pick.column.localDateTime })
      }
      closeLabel={t('walkIn.cancel')}
      size="sm"
    >
      <form
        noValidate
        onSubmit={form.handleSubmit(onValid)}
        className="flex flex-col gap-4 overflow-y-auto px-5 py-4 sm:px-6"
        aria-label={title}
      >
        {failure && (
          <Alert tone="error">
            <p>{failure.message}</p>
            {failure.clashes && <ClashList clashes={failure.clashes} />}
          </Alert>
        )}
        <TextInput label={t('walkIn.name')} autoComplete="off" {...form.field('name')} />
        <TextInput label={t('walkIn.phone')} inputMode="tel" autoComplete="off" {...form.field('phone')} />
        <WalkInGamePicker
          unit={unit.data}
          consoleName={form.watch('console_name')}
          // A game of the console left behind is no longer offered.
          consoleField={form.register('console_name', {
            onChange: () => form.setValue('game_id', '' as unknown as number),
          })}
          gameField={form.register('game_id')}
          gameError={errors.game_id?.message ?? errors.console_name?.message}
        />
        <div className="grid grid-cols-2 gap-3">
          <TextInput label={t('walkIn.people')} type="number" min={1} {...form.field('total_visitors')} />
          <label className="flex flex-col gap-1.5 text-sm font-semibold">
            {t('walkIn.duration')}
            <select {...form.register('hours')} className={selectClasses}>
              {Array.from({ length: Math.max(1, maxHours) }, (_, index) => index + 1).map((hours) => (
                <option key={hours} value={hours}>
                  {t('walkIn.hours', { count: hours })}
                </option>
              ))}
            </select>
          </label>
        </div>
        <fieldset className="flex flex-col gap-1.5">
          <legend className="mb-1.5 text-sm font-semibold">{t('walkIn.method')}</legend>
          <div className="flex gap-4">
            {(['cash', 'qris'] as const).map((method) => (
              <label key={method} className="flex items-center gap-2 text-sm font-medium">
                <input
                  type="radio"
                  value={method}
                  {...form.register('payment_method')}
                  className="size-4 accent-(--color-primary)"
                />
                {t(`walkIn.${method}`)}
              </label>
            ))}
          </div>
        </fieldset>
        {canStartNow && (
          <label className="flex items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              checked={wantsNow}
              onChange={(event) => setWantsNow(event.target.checked)}
              className="size-4 accent-(--color-primary)"
            />
            {t('walkIn.startNow', {
              time: getVenueDateTime(findWalkInStart(pick.column.start, now)).slice(11),
            })}
          </label>
        )}
        <WalkInDue due={due} isCash={isCash} tendered={tendered} onTendered={setTendered} change={change} />
        <div className="flex justify-end gap-2 pt-1">
          <Button variant="outline" onClick={onClose}>
            {t('walkIn.cancel')}
          </Button>
          <Button type="submit" isLoading={book.isPending} disabled={isShort}>
            {t('walkIn.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** What the walk-in costs before Book, and for cash what was handed over and the change. */
function WalkInDue({
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

/** A QRIS walk-in: its code and amount until the payment confirms the booking. */
function WalkInPayment({
  booked,
  title,
  onClose,
}: {
  booked: BookRoomResponse;
  title: string;
  onClose: () => void;
}) {
  const { t } = useDeskTranslation();
  const booking = useDeskBooking(booked.data.id, PAYMENT_POLL_MS);
  const isPaid = booking.data !== undefined && booking.data.booking.status !== 'pending';
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      description={t('walkIn.qrTitle', { amount: formatRupiah(booked.data.total_price) })}
      closeLabel={t('walkIn.cancel')}
      size="sm"
      footer={
        <Button variant={isPaid ? 'primary' : 'outline'} onClick={onClose}>
          {t('walkIn.cancel')}
        </Button>
      }
    >
      <div className="px-5 py-4 sm:px-6">
        <PaymentQr
          qrString={booked.qr_string ?? ''}
          label={t('walkIn.qrLabel')}
          amount={booked.data.total_price}
          reference={booked.invoice_number}
          isPaid={isPaid}
          paidText={t('walkIn.paid', { invoice: booked.invoice_number })}
          waitingText={t('walkIn.waiting')}
        />
      </div>
    </Dialog>
  );
}
