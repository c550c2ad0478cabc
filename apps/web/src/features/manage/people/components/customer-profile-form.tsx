import {
  type ManagedUser,
  type ManagedUserDetail,
  UpdateManagedUserRequestSchema,
} from '@ruangmain/domain/contracts/manage-users';
import { useState } from 'react';
import { TextInput } from '@/components/form/text-input';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useSaveItem } from '@/features/manage/api/collection';
import { USERS } from '@/features/manage/people/api/people';
import { useServerForm } from '@/hooks/use-server-form';
import { getServerMessage } from '@/lib/api-client';
import { useManagePeopleTranslation } from '@/lib/i18n-manage-people';
import { toast } from '@/lib/toast';

type ProfileBody = { name: string; phone: string };

/** The customer's name and phone as the admin corrects them (PATCH /api/admin/users/{id}). */
export function CustomerProfileForm({ customer }: { customer: ManagedUserDetail }) {
  const { t } = useManagePeopleTranslation();
  const save = useSaveItem<ProfileBody, ManagedUser>(USERS);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useServerForm({
    schema: UpdateManagedUserRequestSchema,
    defaultValues: { name: customer.name, phone: customer.phone },
    serverFields: ['name', 'phone'],
  });

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const body = { name: values.name ?? customer.name, phone: values.phone ?? customer.phone };
      await save.mutateAsync({ id: customer.id, body });
      toast.success(t('profile.done'));
      form.reset(body);
    } catch (error) {
      if (form.showServerErrors(error).length === 0)
        setFailure(getServerMessage(error, t('detail.actionError')));
    }
  });

  return (
    <form
      noValidate
      aria-label={t('profile.title')}
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-3 rounded-xl border border-line p-4"
    >
      <h3 className="text-sm font-bold">{t('profile.title')}</h3>
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="grid gap-3 sm:grid-cols-2">
        <TextInput label={t('profile.name')} maxLength={100} {...form.field('name')} />
        <TextInput label={t('profile.phone')} inputMode="numeric" maxLength={15} {...form.field('phone')} />
      </div>
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
    </form>
  );
}
