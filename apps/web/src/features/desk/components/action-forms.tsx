import type { BoardUnit } from '@ruangmain/domain/contracts/board';
import {
  CancelAtDeskRequestSchema,
  type Clash,
  type DeskBooking,
  ExtendRequestSchema,
  type ExtendResponse,
  MoveRequestSchema,
  RefundRequestSchema,
} from '@ruangmain/domain/contracts/desk';
import { EXTENSION_STEP_MINUTES, extensionPrice, MAX_EXTENSION_MINUTES } from '@ruangmain/domain/desk';
import { toInstant } from '@ruangmain/domain/hours';
import { formatRupiah } from '@ruangmain/domain/money';
import { useState } from 'react';
import { z } from 'zod';
import { TextInput } from '@/components/form/text-input';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { VENUE_TIME_ZONE } from '@/config/venue';
import {
  useCancelAtDesk,
  useDeskBooking,
  useExtendBooking,
  useMoveBooking,
  useRefundBooking,
} from '@/features/desk/api/booking-actions';
import { ClashList } from '@/features/desk/components/clash-list';
import { PaymentQr } from '@/features/desk/components/payment-qr';
import { readClashes } from '@/features/desk/utils/clash';
import { useServerForm } from '@/hooks/use-server-form';
import { getServerMessage } from '@/lib/api-client';
import { useDeskTranslation } from '@/lib/i18n-desk';
import { toast } from '@/lib/toast';
import { getVenueDateTime } from '@/lib/venue-clock';

const PAYMENT_POLL_MS = 1_500;
const selectClasses =
  'h-11 w-full rounded-xl border border-line bg-surface px-3 text-sm text-fg focus-visible:outline-2 focus-visible:outline-ring';

type Failure = { message: string; clashes: Clash[] | null } | null;

/** A failed action's message, with what is in the way when it clashed. */
function FailureAlert({ failure }: { failure: Failure }) {
  if (!failure) return null;
  return (
    <Alert tone="error">
      <p>{failure.message}</p>
      {failure.clashes && <ClashList clashes={failure.clashes} />}
    </Alert>
  );
}

/** How a failed action reads: field errors under their fields, else the message and any clash. */
function useFailure() {
  const { t } = useDeskTranslation();
  const [failure, setFailure] = useState<Failure>(null);
  const fail = (error: unknown) =>
    setFailure({ message: getServerMessage(error, t('drawer.loadError')), clashes: readClashes(error) });
  return { failure, fail, clear: () => setFailure(null) };
}

type FormProps = { booking: DeskBooking; onDone: () => void };

const EXTENSION_STEPS = Array.from(
  { length: MAX_EXTENSION_MINUTES / EXTENSION_STEP_MINUTES },
  (_, index) => (index + 1) * EXTENSION_STEP_MINUTES,
);

/** "Tambah waktu": 30-minute steps, cash or QRIS; QRIS shows its code until the extension is paid. */
export function ExtendForm({ booking, pricePerHour, onDone }: FormProps & { pricePerHour: number | null }) {
  const { t } = useDeskTranslation();
  const { failure, fail, clear } = useFailure();
  const [pending, setPending] = useState<ExtendResponse | null>(null);
  const form = useServerForm({
    schema: ExtendRequestSchema,
    defaultValues: { minutes: 60, payment_method: 'cash' },
    serverFields: ['minutes', 'payment_method'],
  });
  const extend = useExtendBooking({
    onSuccess: (answer) => {
      if (answer.payment) setPending(answer);
      else {
        toast.success(t('drawer.done.extend', { minutes: answer.extension.minutes }));
        onDone();
      }
    },
    onError: (error) => {
      if (form.showServerErrors(error).length === 0) fail(error);
    },
  });
  const minutes = Number(form.watch('minutes'));
  if (pending?.payment) return <ExtensionPayment booking={booking} pending={pending} />;
  return (
    <form
      noValidate
      aria-label={t('extend.title')}
      onSubmit={form.handleSubmit((values) => {
        clear();
        extend.mutate({ bookingId: booking.booking.id, ...values });
      })}
      className="flex flex-col gap-3"
    >
      <FailureAlert failure={failure} />
      <div className="grid grid-cols-2 gap-3">
        <label className="flex flex-col gap-1.5 text-sm font-semibold">
          {t('extend.minutes')}
          <select {...form.register('minutes')} className={selectClasses}>
            {EXTENSION_STEPS.map((step) => (
              <option key={step} value={step}>
                {t('extend.minutesOption', { minutes: step })}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1.5 text-sm font-semibold">
          {t('extend.method')}
          <select {...form.register('payment_method')} className={selectClasses}>
            <option value="cash">{t('extend.cash')}</option>
            <option value="qris">{t('extend.qris')}</option>
          </select>
        </label>
      </div>
      {pricePerHour !== null && (
        <p className="text-sm text-muted">
          {t('extend.price', { amount: formatRupiah(extensionPrice(pricePerHour, minutes)) })}
        </p>
      )}
      <Button type="submit" isLoading={extend.isPending}>
        {t('extend.submit')}
      </Button>
    </form>
  );
}

function ExtensionPayment({ booking, pending }: { booking: DeskBooking; pending: ExtendResponse }) {
  const { t } = useDeskTranslation();
  const polled = useDeskBooking(booking.booking.id, PAYMENT_POLL_MS);
  const extension = polled.data?.extensions.find((entry) => entry.id === pending.extension.id);
  return (
    <PaymentQr
      qrString={pending.payment?.qr_string ?? ''}
      label={t('extend.qrLabel')}
      amount={pending.extension.amount}
      reference={pending.payment?.order_id ?? ''}
      isPaid={extension?.status === 'paid'}
      paidText={t('extend.paid')}
      waitingText={t('extend.waiting')}
    />
  );
}

/** The move form: a datetime-local input's 'yyyy-MM-ddTHH:mm' read as the API's 'yyyy-MM-dd HH:mm'. */
const MoveFormSchema = z.object({
  unit_id: MoveRequestSchema.shape.unit_id,
  start_time: z
    .string()
    .transform((value) => value.replace('T', ' '))
    .pipe(MoveRequestSchema.shape.start_time),
});

/** Move to another unit or time (the phones' way; desktops drag), or rebook a late payment: same length. */
export function MoveForm({
  booking,
  units,
  action,
  onDone,
}: FormProps & { units: readonly BoardUnit[]; action: 'move' | 'rebook' }) {
  const { t } = useDeskTranslation();
  const { failure, fail, clear } = useFailure();
  const startAt = booking.start_at ? new Date(booking.start_at) : null;
  const lengthMs =
    startAt && booking.end_at ? new Date(booking.end_at).getTime() - startAt.getTime() : 3_600_000;
  const form = useServerForm({
    schema: MoveFormSchema,
    defaultValues: {
      unit_id: booking.booking.unit_id ?? units[0]?.id ?? 0,
      start_time: startAt ? getVenueDateTime(startAt).replace(' ', 'T') : '',
    },
    serverFields: ['unit_id', 'start_time'],
  });
  const move = useMoveBooking(action, {
    onSuccess: () => {
      toast.success(t(`drawer.done.${action}`));
      onDone();
    },
    onError: (error) => {
      if (form.showServerErrors(error).length === 0) fail(error);
    },
  });
  return (
    <form
      noValidate
      aria-label={t('move.title')}
      onSubmit={form.handleSubmit((values) => {
        clear();
        const start = toInstant(values.start_time, VENUE_TIME_ZONE);
        const end_time = getVenueDateTime(new Date(start.getTime() + lengthMs));
        move.mutate({
          bookingId: booking.booking.id,
          unit_id: values.unit_id,
          start_time: values.start_time,
          end_time,
        });
      })}
      className="flex flex-col gap-3"
    >
      <FailureAlert failure={failure} />
      <label className="flex flex-col gap-1.5 text-sm font-semibold">
        {t('move.unit')}
        <select {...form.register('unit_id', { valueAsNumber: true })} className={selectClasses}>
          {units.map((unit) => (
            <option key={unit.id} value={unit.id}>
              {unit.name}
            </option>
          ))}
        </select>
      </label>
      <TextInput label={t('move.start')} type="datetime-local" step={1800} {...form.field('start_time')} />
      <Button type="submit" isLoading={move.isPending}>
        {action === 'move' ? t('move.submit') : t('drawer.rebook')}
      </Button>
    </form>
  );
}

/** Cancel with a reason (required). */
export function CancelForm({ booking, onDone }: FormProps) {
  const { t } = useDeskTranslation();
  const { failure, fail, clear } = useFailure();
  const form = useServerForm({
    schema: CancelAtDeskRequestSchema,
    defaultValues: { reason: '' },
    serverFields: ['reason'],
  });
  const cancel = useCancelAtDesk({
    onSuccess: () => {
      toast.success(t('drawer.done.cancel'));
      onDone();
    },
    onError: (error) => {
      if (form.showServerErrors(error).length === 0) fail(error);
    },
  });
  return (
    <form
      noValidate
      aria-label={t('drawer.cancel')}
      onSubmit={form.handleSubmit((values) => {
        clear();
        cancel.mutate({ bookingId: booking.booking.id, ...values });
      })}
      className="flex flex-col gap-3"
    >
      <FailureAlert failure={failure} />
      <TextInput label={t('cancel.reason')} {...form.field('reason')} />
      <Button type="submit" variant="danger" isLoading={cancel.isPending}>
        {t('cancel.submit')}
      </Button>
    </form>
  );
}

/** Refund all or part of what was paid (admins): points go back in proportion. */
export function RefundForm({ booking, onDone }: FormProps) {
  const { t } = useDeskTranslation();
  const { failure, fail, clear } = useFailure();
  const form = useServerForm({
    schema: RefundRequestSchema,
    defaultValues: { amount: booking.refundable_amount, reason: '' },
    serverFields: ['amount', 'reason'],
  });
  const refund = useRefundBooking({
    onSuccess: (answer) => {
      toast.success(
        t('drawer.done.refund', {
          amount: formatRupiah(answer.refund.amount),
          points: answer.refund.points_reversed,
        }),
      );
      onDone();
    },
    onError: (error) => {
      if (form.showServerErrors(error).length === 0) fail(error);
    },
  });
  const setAmount = (amount: number) => form.setValue('amount', amount);
  return (
    <form
      noValidate
      aria-label={t('drawer.refundAction')}
      onSubmit={form.handleSubmit((values) => {
        clear();
        refund.mutate({ bookingId: booking.booking.id, ...values });
      })}
      className="flex flex-col gap-3"
    >
      <FailureAlert failure={failure} />
      <TextInput label={t('refund.amount')} type="number" min={1} {...form.field('amount')} />
      <div className="flex gap-2">
        <Button
          size="sm"
          variant="outline"
          onClick={() => setAmount(Math.floor(booking.refundable_amount / 2))}
        >
          {t('refund.half')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => setAmount(booking.refundable_amount)}>
          {t('refund.full')}
        </Button>
      </div>
      <TextInput label={t('refund.reason')} {...form.field('reason')} />
      <Button type="submit" variant="danger" isLoading={refund.isPending}>
        {t('refund.submit')}
      </Button>
    </form>
  );
}
