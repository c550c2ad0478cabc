import { CancelAtDeskRequestSchema } from '@ruangmain/domain/contracts/desk';
import { TextInput } from '@/components/form/text-input';
import { Button } from '@/components/ui/button';
import { useCancelAtDesk } from '@/features/desk/api/booking-actions';
import { type ActionFormProps, FailureAlert, useFailure } from '@/features/desk/components/action-failure';
import { useServerForm } from '@/hooks/use-server-form';
import { useDeskTranslation } from '@/lib/i18n-desk';
import { toast } from '@/lib/toast';

/** Cancel with a reason (required). */
export function CancelForm({ booking, onDone }: ActionFormProps) {
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
