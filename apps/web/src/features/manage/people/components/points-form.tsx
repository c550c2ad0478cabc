import { AdjustPointsRequestSchema } from '@ruangmain/domain/contracts/people';
import { TextInput } from '@/components/form/text-input';
import { Button } from '@/components/ui/button';
import { useAdjustPoints } from '@/features/manage/people/api/people';
import { DetailActionForm, useDetailAction } from '@/features/manage/people/components/detail-action-form';
import { useServerForm } from '@/hooks/use-server-form';
import { useManagePeopleTranslation } from '@/lib/i18n-manage-people';
import { toast } from '@/lib/toast';

/** Give or take points with the reason the customer reads in their history; never below 0 (the API says so). */
export function PointsForm({ userId }: { userId: number }) {
  const { t } = useManagePeopleTranslation();
  const adjust = useAdjustPoints(userId);
  const form = useServerForm({
    schema: AdjustPointsRequestSchema,
    defaultValues: { points: undefined as unknown as number, reason: '' },
    serverFields: ['points', 'reason'],
  });

  const { failure, submit } = useDetailAction(form, async (values) => {
    const answer = await adjust.mutateAsync(values);
    toast.success(t('points.done', { points: answer.data.total_points }));
    form.reset({ points: undefined as unknown as number, reason: '' });
  });

  return (
    <DetailActionForm
      title={t('points.title')}
      failure={failure}
      onSubmit={submit}
      footer={
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-xs text-muted">{t('points.amountHint')}</p>
          <Button type="submit" size="sm" isLoading={form.formState.isSubmitting}>
            {t('points.submit')}
          </Button>
        </div>
      }
    >
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
    </DetailActionForm>
  );
}
