import { AdjustPointsRequestSchema } from '@ruangmain/domain/contracts/manage-users';
import { useState } from 'react';
import { TextInput } from '@/components/form/text-input';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useAdjustPoints } from '@/features/manage/people/api/people';
import { useServerForm } from '@/hooks/use-server-form';
import { getServerMessage } from '@/lib/api-client';
import { useManagePeopleTranslation } from '@/lib/i18n-manage-people';
import { toast } from '@/lib/toast';

/** Give or take points with the reason the customer reads in their history; never below 0 (the API says so). */
export function PointsForm({ userId }: { userId: number }) {
  const { t } = useManagePeopleTranslation();
  const adjust = useAdjustPoints(userId);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useServerForm({
    schema: AdjustPointsRequestSchema,
    defaultValues: { points: undefined as unknown as number, reason: '' },
    serverFields: ['points', 'reason'],
  });

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await adjust.mutateAsync(values);
      toast.success(t('points.done', { points: answer.data.total_points }));
      form.reset({ points: undefined as unknown as number, reason: '' });
    } catch (error) {
      if (form.showServerErrors(error).length === 0)
        setFailure(getServerMessage(error, t('detail.actionError')));
    }
  });

  return (
    <form
      noValidate
      aria-label={t('points.title')}
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-3 rounded-xl border border-line p-4"
    >
      <h3 className="text-sm font-bold">{t('points.title')}</h3>
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="grid gap-3 sm:grid-cols-[10rem_1fr]">
        <TextInput
          label={t('points.amount')}
          type="number"
          inputMode="numeric"
          step={1}
          {...form.field('points', { valueAsNumber: true })}
        />
        <TextInput
          label={t('points.reason')}
          hint={t('points.reasonHint')}
          maxLength={200}
          {...form.field('reason')}
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-xs text-muted">{t('points.amountHint')}</p>
        <Button type="submit" size="sm" isLoading={form.formState.isSubmitting}>
          {t('points.submit')}
        </Button>
      </div>
    </form>
  );
}
