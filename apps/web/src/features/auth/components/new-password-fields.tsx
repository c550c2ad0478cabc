import { PasswordInput } from '@/components/form/password-input';
import type { FieldBinding } from '@/hooks/use-server-form';
import { useAuthTranslation } from '@/lib/i18n-auth';

/**
 * A new password and its confirmation, as both ways of resetting it ask them (spec 1 §2: by token
 * and by link); the first box takes the focus.
 */
export function NewPasswordFields({
  password,
  confirmation,
}: {
  password: FieldBinding;
  confirmation: FieldBinding;
}) {
  const { t } = useAuthTranslation();
  return (
    <>
      <PasswordInput
        label={t('newPassword.password')}
        placeholder={t('newPassword.passwordPlaceholder')}
        autoComplete="new-password"
        autoFocus
        {...password}
      />
      <PasswordInput
        label={t('newPassword.confirmPassword')}
        placeholder={t('newPassword.confirmPasswordPlaceholder')}
        autoComplete="new-password"
        {...confirmation}
      />
    </>
  );
}
