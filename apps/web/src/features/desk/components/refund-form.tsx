import { RefundRequestSchema } from '@ruangmain/domain/contracts/desk';
import { formatRupiah } from '@ruangmain/domain/money';
import { useState } from 'react';
import type { z } from 'zod';
import { TextInput } from '@/components/form/text-input';
import { Button } from '@/components/ui/button';
import { useRefundBooking } from '@/features/desk/api/booking-actions';
import { type ActionFormProps, FailureAlert, useFailure } from '@/features/desk/components/action-failure';
import { useServerForm } from '@/hooks/use-server-form';
import { useDeskTranslation } from '@/lib/i18n-desk';
import { toast } from '@/lib/toast';

/**
 * Refund all or part of what was paid (admins): points go back in proportion. Money leaving the venue
 * is confirmed first, naming the amount (issue 29 item 8).
 */
export function RefundForm({ booking, onDone }: ActionFormProps) {
  const { t } = useDeskTranslation();
  const { failure, fail, clear } = useFailure();
  const [toConfirm, setToConfirm] = useState<z.output<typeof RefundRequestSchema> | null>(null);
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
      setToConfirm(null);
      if (form.showServerErrors(error).length === 0) fail(error);
    },
  });
  if (toConfirm) {
    const amount = formatRupiah(toConfirm.amount);
    return (
      <div role="alertdialog" aria-label={t('refund.confirmTitle')} className="flex flex-col gap-3">
        <p className="text-sm" data-testid="refund-confirm">
          {t('refund.confirm', { amount, name: booking.booking.name, reason: toConfirm.reason })}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="danger"
            isLoading={refund.isPending}
            onClick={() => {
              clear();
              refund.mutate({ bookingId: booking.booking.id, ...toConfirm });
            }}
          >
            {t('refund.confirmSubmit', { amount })}
          </Button>
          <Button size="sm" variant="outline" disabled={refund.isPending} onClick={() => setToConfirm(null)}>
            {t('refund.back')}
          </Button>
        </div>
      </div>
    );
  }
  const setAmount = (amount: number) => form.setValue('amount', amount);
  return (
    <form
      noValidate
      aria-label={t('drawer.refundAction')}
      onSubmit={form.handleSubmit((values) => {
        clear();
        setToConfirm(values);
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
      <Button type="submit" variant="danger">
        {t('refund.submit')}
      </Button>
    </form>
  );
}
