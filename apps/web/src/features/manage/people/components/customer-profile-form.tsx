import {
  type ManagedUserDetail,
  managedUserEndpoints,
  UpdateManagedUserRequestSchema,
} from '@ruangmain/domain/contracts/people';
import { TextInput } from '@/components/form/text-input';
import { Button } from '@/components/ui/button';
import { useSaveItem } from '@/features/manage/api/collection';
import { DetailActionForm, useDetailAction } from '@/features/manage/people/components/detail-action-form';
import { useServerForm } from '@/hooks/use-server-form';
import { useManagePeopleTranslation } from '@/lib/i18n-manage-people';
import { toast } from '@/lib/toast';

/** The customer's name and phone as the admin corrects them (PATCH /api/admin/users/{id}). */
export function CustomerProfileForm({ customer }: { customer: ManagedUserDetail }) {
  const { t } = useManagePeopleTranslation();
  const save = useSaveItem(managedUserEndpoints);
  const form = useServerForm({
    schema: UpdateManagedUserRequestSchema,
    defaultValues: { name: customer.name, phone: customer.phone },
    serverFields: ['name', 'phone'],
  });

  const { failure, submit } = useDetailAction(form, async (values) => {
    const body = { name: values.name ?? customer.name, phone: values.phone ?? customer.phone };
    await save.mutateAsync({ id: customer.id, body });
    toast.success(t('profile.done'));
    form.reset(body);
  });

  return (
    <DetailActionForm
      title={t('profile.title')}
      failure={failure}
      onSubmit={submit}
      footer={
        <div className="flex justify-end">
          <Button
            type="submit"
            size="sm"
            isLoading={form.formState.isSubmitting}
            disabled={!form.formState.isDirty}
          >
            {t('profile.submit')}
          </Button>
        </div>
      }
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <TextInput label={t('profile.name')} maxLength={100} {...form.field('name')} />
        <TextInput label={t('profile.phone')} inputMode="numeric" maxLength={15} {...form.field('phone')} />
      </div>
    </DetailActionForm>
  );
}
