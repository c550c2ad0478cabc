import { type DeskBooking, ExtendRequestSchema, type ExtendResponse } from '@ruangmain/domain/contracts/desk';
import { EXTENSION_STEP_MINUTES, extensionPrice, MAX_EXTENSION_MINUTES } from '@ruangmain/domain/desk';
import { formatRupiah } from '@ruangmain/domain/money';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useDeskBooking, useExtendBooking } from '@/features/desk/api/booking-actions';
import {
  type ActionFormProps,
  actionSelectClasses,
  FailureAlert,
  useFailure,
} from '@/features/desk/components/action-failure';
import { PaymentQr } from '@/features/desk/components/payment-qr';
import { useServerForm } from '@/hooks/use-server-form';
import { useDeskTranslation } from '@/lib/i18n-desk';
import { toast } from '@/lib/toast';

const PAYMENT_POLL_MS = 1_500;

const EXTENSION_STEPS = Array.from(
  { length: MAX_EXTENSION_MINUTES / EXTENSION_STEP_MINUTES },
  (_, index) => (index + 1) * EXTENSION_STEP_MINUTES,
);

/** "Tambah waktu": 30-minute steps, cash or QRIS; QRIS shows its code until the extension is paid. */
export function ExtendForm({
  booking,
  pricePerHour,
  onDone,
}: ActionFormProps & { pricePerHour: number | null }) {
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
          <select {...form.register('minutes')} className={actionSelectClasses}>
            {EXTENSION_STEPS.map((step) => (
              <option key={step} value={step}>
                {t('extend.minutesOption', { minutes: step })}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1.5 text-sm font-semibold">
          {t('extend.method')}
          <select {...form.register('payment_method')} className={actionSelectClasses}>
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
