import { CloseShiftRequestSchema, type Shift } from '@ruangmain/domain/contracts/shift';
import { TextArea } from '@/components/form/text-area';
import { TextInput } from '@/components/form/text-input';
import { Button } from '@/components/ui/button';
import { useCloseShift } from '@/features/shift/api/shifts';
import { DifferenceText } from '@/features/shift/components/shift-figures';
import { useServerForm } from '@/hooks/use-server-form';
import { getServerMessage } from '@/lib/api-client';
import { useShiftTranslation } from '@/lib/i18n-shift';
import { toast } from '@/lib/toast';

/**
 * The count at the close: the difference from the expected cash shows as it is typed, and a note is
 * required when they differ (the server judges again against its own count at the close).
 */
export function CloseShiftForm({ shift }: { shift: Shift }) {
  const { t } = useShiftTranslation();
  const schema = CloseShiftRequestSchema.refine(
    (body) => body.counted_cash === shift.expected_cash || body.note !== null,
    { message: t('close.noteRequired'), path: ['note'] },
  );
  const form = useServerForm({
    schema,
    defaultValues: { counted_cash: shift.expected_cash, note: '' },
    serverFields: ['counted_cash', 'note'],
  });
  const close = useCloseShift({
    onSuccess: () => toast.success(t('close.done')),
    onError: (error) => {
      const message = getServerMessage(error, t('loadError'));
      if (form.showServerErrors(error, () => message).length === 0) toast.error(message);
    },
  });
  const counted = form.watch('counted_cash');
  const difference = Number.isFinite(counted) ? Number(counted) - shift.expected_cash : null;
  return (
    <form
      noValidate
      aria-label={t('close.title')}
      onSubmit={form.handleSubmit((values) => close.mutate({ id: shift.id, ...values }))}
      className="flex flex-col gap-4"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <TextInput
          label={t('close.countedCash')}
          type="number"
          inputMode="numeric"
          min={0}
          fieldClassName="sm:w-64"
          {...form.field('counted_cash', { valueAsNumber: true })}
        />
        <p className="text-sm sm:pb-3" aria-live="polite">
          <span className="text-muted">{t('close.difference')}: </span>
          {difference !== null && (
            <strong data-testid="shift-difference">
              <DifferenceText difference={difference} />
            </strong>
          )}
        </p>
      </div>
      <TextArea label={t('close.note')} hint={t('close.noteHint')} maxLength={500} {...form.field('note')} />
      <div>
        <Button type="submit" variant="danger" isLoading={close.isPending}>
          {t('close.submit')}
        </Button>
      </div>
    </form>
  );
}
