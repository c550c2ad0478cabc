import { describeRegisterError } from '@ruangmain/domain/auth-messages';
import type { ChangePasswordRequest } from '@ruangmain/domain/contracts/customer';
import { KeyRound } from 'lucide-react';
import { PasswordInput } from '@/components/form/password-input';
import { useChangePassword } from '@/features/profile/api/change-password';
import { ProfileFormCard } from '@/features/profile/components/profile-form-card';
import { useServerForm } from '@/hooks/use-server-form';
import { authFormSchema } from '@/lib/auth/auth-form-schema';
import { isValidationError } from '@/lib/form-errors';
import { useProfileTranslation } from '@/lib/i18n-profile';
import { toast } from '@/lib/toast';

const EMPTY: ChangePasswordRequest = { current_password: '', password: '', password_confirmation: '' };

/** Change password (spec 2 §2): the current password and a new one with the registration rules. */
export function ChangePasswordForm() {
  const { t } = useProfileTranslation();
  const form = useServerForm({
    schema: authFormSchema('ChangePasswordSchema'),
    defaultValues: EMPTY,
    serverFields: ['current_password', 'password', 'password_confirmation'],
  });

  const change = useChangePassword({
    onSuccess: (response) => {
      form.reset(EMPTY);
      toast.success(response.message || t('password.success'));
    },
    onError: (error) => {
      if (!isValidationError(error)) {
        toast.error(t('password.failed'));
        return;
      }
      const [firstFieldMessage] = form.showServerErrors(error, (field, code) =>
        code === 'validation.current_password'
          ? t('password.currentIncorrect')
          : describeRegisterError(field, code),
      );
      toast.error(firstFieldMessage ?? t('password.failed'));
    },
  });

  return (
    <ProfileFormCard
      icon={<KeyRound />}
      title={t('password.title')}
      description={t('password.subtitle')}
      onSubmit={form.handleSubmit((values) => change.mutate(values))}
      submitLabel={t('password.submit')}
      isSubmitting={change.isPending}
    >
      <PasswordInput
        fieldClassName="sm:col-span-2"
        label={t('password.current')}
        autoComplete="current-password"
        {...form.field('current_password')}
      />
      <PasswordInput
        label={t('password.new')}
        hint={t('password.newHint')}
        autoComplete="new-password"
        {...form.field('password')}
      />
      <PasswordInput
        label={t('password.confirm')}
        autoComplete="new-password"
        {...form.field('password_confirmation')}
      />
    </ProfileFormCard>
  );
}
