import { passwordSchema } from '@ruangmain/domain/auth-schemas';
import {
  CreateTeamAccountRequestSchema,
  type ManagedUser,
  managedUserEndpoints,
  UpdateManagedUserRequestSchema,
} from '@ruangmain/domain/contracts/people';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { z } from 'zod';
import { PasswordInput } from '@/components/form/password-input';
import { PhoneInput } from '@/components/form/phone-input';
import { TextInput } from '@/components/form/text-input';
import { useSaveItem } from '@/features/manage/api/collection';
import { FormSheet } from '@/features/manage/components/form-sheet';
import { SELECT_CLASSES } from '@/features/manage/people/components/filter-select';
import { useServerForm } from '@/hooks/use-server-form';
import { useManagePeopleTranslation } from '@/lib/i18n-manage-people';

// An empty password field keeps the password: the form sends only what was typed.
const EditSchema = z
  .object({
    role: UpdateManagedUserRequestSchema.shape.role.unwrap(),
    password: z.union([z.literal(''), passwordSchema]),
  })
  .transform(({ role, password }) => (password ? { role, password } : { role }));

function RoleSelect({ register }: { register: UseFormRegisterReturn }) {
  const { t } = useManagePeopleTranslation();
  return (
    <label className="flex flex-col gap-1.5 text-sm font-semibold">
      {t('account.role')}
      <select {...register} className={SELECT_CLASSES}>
        <option value="staff">{t('role.staff')}</option>
        <option value="admin">{t('role.admin')}</option>
      </select>
    </label>
  );
}

/** Adds a team account (`account` null) or changes one's role or password. */
export function TeamAccountForm({ account, onClose }: { account: ManagedUser | null; onClose: () => void }) {
  return account ? <EditForm account={account} onClose={onClose} /> : <CreateForm onClose={onClose} />;
}

function CreateForm({ onClose }: { onClose: () => void }) {
  const { t } = useManagePeopleTranslation();
  const save = useSaveItem(managedUserEndpoints);
  const form = useServerForm({
    schema: CreateTeamAccountRequestSchema,
    defaultValues: { name: '', username: '', email: '', phone: '', password: '', role: 'staff' },
    serverFields: ['name', 'username', 'email', 'phone', 'password', 'role'],
  });
  return (
    <FormSheet
      open
      title={t('account.createTitle')}
      description={t('account.createText')}
      form={form}
      onSave={(body) => save.mutateAsync({ id: null, body })}
      onClose={onClose}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput label={t('account.name')} autoComplete="off" {...form.field('name')} />
        <TextInput label={t('account.username')} autoComplete="off" {...form.field('username')} />
        <PhoneInput label={t('account.phone')} {...form.field('phone')} />
        <TextInput label={t('account.email')} type="email" autoComplete="off" {...form.field('email')} />
        <PasswordInput
          label={t('account.password')}
          hint={t('account.passwordHint')}
          autoComplete="new-password"
          {...form.field('password')}
        />
        <RoleSelect register={form.register('role')} />
      </div>
    </FormSheet>
  );
}

function EditForm({ account, onClose }: { account: ManagedUser; onClose: () => void }) {
  const { t } = useManagePeopleTranslation();
  const save = useSaveItem(managedUserEndpoints);
  const form = useServerForm({
    schema: EditSchema,
    defaultValues: { role: account.role === 'admin' ? 'admin' : 'staff', password: '' },
    serverFields: ['role', 'password'],
  });
  return (
    <FormSheet
      open
      title={t('account.editTitle', { name: account.name })}
      description={t('account.editText')}
      form={form}
      onSave={(body) => save.mutateAsync({ id: account.id, body })}
      onClose={onClose}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <RoleSelect register={form.register('role')} />
        <PasswordInput
          label={t('account.newPassword')}
          hint={t('account.passwordHint')}
          autoComplete="new-password"
          {...form.field('password')}
        />
      </div>
    </FormSheet>
  );
}
