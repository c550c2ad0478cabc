import { CloseShiftRequestSchema, type Shift } from '@ruangmain/domain/contracts/shift';
import { formatRupiah } from '@ruangmain/domain/money';
import { useState } from 'react';
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
 * The count at the close, blind (issue 29 item 8): the cashier counts the drawer first, with nothing
 * pre-filled; only then are the expected cash and the difference shown, and a note is required when
 * they differ (the server judges again against its own count at the close). Count again goes back.
 */
export function CloseShiftForm({ shift }: { shift: Shift }) {
  const { t } = useShiftTranslation();
  const [isCounted, setIsCounted] = useState(false);
  const schema = CloseShiftRequestSchema.refine(
    (body) => body.counted_cash === shift.expected_cash || body.note !== null,
    { message: t('close.noteRequired'), path: ['note'] },
  );
  const form = useServerForm({
    schema,
    defaultValues: { note: '' },
    serverFields: ['counted_cash', 'note'],
  });
  const close = useCloseShift({
    onSuccess: () => toast.success(t('close.done')),
    onError: (error) => {
      const message = getServerMessage(error, t('loadError'));
      if (form.showServerErrors(error, () => message).length === 0) toast.error(message);
    },
  });
  const counted = Number(form.watch('counted_cash'));
  const onCount = async () => {
    if (await form.trigger('counted_cash')) setIsCounted(true);
  };
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
          hint={isCounted ? undefined : t('close.blindHint')}
          type="number"
          inputMode="numeric"
          min={0}
          readOnly={isCounted}
          fieldClassName="sm:w-64"
          {...form.field('counted_cash', { valueAsNumber: true })}
        />
        {!isCounted && (
          <Button type="button" onClick={() => void onCount()}>
            {t('close.count')}
          </Button>
        )}
      </div>
      {isCounted && (
        <>
          <dl className="flex flex-col gap-1 text-sm" aria-live="polite" data-testid="shift-count-result">
            <div className="flex justify-between gap-3 sm:justify-start">
              <dt className="text-muted sm:w-64">{t('current.expectedCash')}</dt>
              <dd className="font-semibold tabular-nums" data-testid="expected-cash">
                {formatRupiah(shift.expected_cash)}
              </dd>
            </div>
            <div className="flex justify-between gap-3 sm:justify-start">
              <dt className="text-muted sm:w-64">{t('close.difference')}</dt>
              <dd data-testid="shift-difference" className="font-semibold">
                <DifferenceText difference={counted - shift.expected_cash} />
              </dd>
            </div>
          </dl>
          <TextArea
            label={t('close.note')}
            hint={t('close.noteHint')}
            maxLength={500}
            {...form.field('note')}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="danger" isLoading={close.isPending}>
              {t('close.submit')}
            </Button>
            <Button type="button" variant="outline" onClick={() => setIsCounted(false)}>
              {t('close.countAgain')}
            </Button>
          </div>
        </>
      )}
    </form>
  );
}
