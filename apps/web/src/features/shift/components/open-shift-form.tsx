import { OpenShiftRequestSchema } from '@ruangmain/domain/contracts/shift';
import { TextInput } from '@/components/form/text-input';
import { Button } from '@/components/ui/button';
import { useOpenShift } from '@/features/shift/api/shifts';
import { useServerForm } from '@/hooks/use-server-form';
import { getServerMessage } from '@/lib/api-client';
import { useShiftTranslation } from '@/lib/i18n-shift';
import { toast } from '@/lib/toast';

/** No shift open: the cash in the drawer, and the button that begins the shift. */
export function OpenShiftForm() {
  const { t } = useShiftTranslation();
  const form = useServerForm({
    schema: OpenShiftRequestSchema,
    defaultValues: { opening_cash: 0 },
    serverFields: ['opening_cash'],
  });
  const open = useOpenShift({
    onSuccess: () => toast.success(t('open.done')),
    onError: (error) => {
      if (form.showServerErrors(error, () => getServerMessage(error, t('loadError'))).length === 0)
        toast.error(getServerMessage(error, t('loadError')));
    },
  });
  return (
    <form
      noValidate
      aria-label={t('open.title')}
      onSubmit={form.handleSubmit((values) => open.mutate(values))}
      className="flex flex-col gap-4 sm:flex-row sm:items-end"
    >
      <TextInput
        label={t('open.openingCash')}
        type="number"
        inputMode="numeric"
        min={0}
        fieldClassName="sm:w-64"
        {...form.field('opening_cash', { valueAsNumber: true })}
      />
      <Button type="submit" isLoading={open.isPending}>
        {t('open.submit')}
      </Button>
    </form>
  );
}
