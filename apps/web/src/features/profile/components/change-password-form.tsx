import { zodResolver } from '@hookform/resolvers/zod';
import { ChangePasswordSchema, describeRegisterError } from '@ruangmain/domain/auth-schemas';
import type { ChangePasswordRequest } from '@ruangmain/domain/contracts/customer';
import { KeyRound } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { PasswordInput } from '@/components/form/password-input';
import { Button } from '@/components/ui/button';
import { useChangePassword } from '@/features/profile/api/change-password';
import { ProfileCard } from '@/features/profile/components/profile-card';
import { useClearErrorsOnEdit } from '@/hooks/use-clear-errors-on-edit';
import { collectServerFieldErrors, isValidationError } from '@/lib/form-errors';
import { useProfileTranslation } from '@/lib/i18n-profile';
import { toast } from '@/lib/toast';

const FIELDS = new Set(['current_password', 'password', 'password_confirmation']);
const EMPTY: ChangePasswordRequest = { current_password: '', password: '', password_confirmation: '' };

/** Change password (spec 2 §2): the current password and a new one with the registration rules. */
export function ChangePasswordForm() {
  const { t } = useProfileTranslation();
  const titleId = useId();
  const form = useForm<ChangePasswordRequest>({
    resolver: zodResolver(ChangePasswordSchema),
    reValidateMode: 'onSubmit',
    defaultValues: EMPTY,
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;
  useClearErrorsOnEdit(form);

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
      const fieldErrors = collectServerFieldErrors(error, {
        toFormField: (field) => (FIELDS.has(field) ? field : null),
        describe: (field, code) =>
          code === 'validation.current_password'
            ? t('password.currentIncorrect')
            : describeRegisterError(field, code),
      });
      for (const [field, message] of Object.entries(fieldErrors)) {
        setError(field as keyof ChangePasswordRequest, { type: 'server', message });
      }
      toast.error(Object.values(fieldErrors)[0] ?? t('password.failed'));
    },
  });

  return (
    <ProfileCard
      icon={<KeyRound />}
      title={t('password.title')}
      description={t('password.subtitle')}
      titleId={titleId}
    >
      <form
        noValidate
        aria-labelledby={titleId}
        onSubmit={handleSubmit((values) => change.mutate(values))}
        className="grid gap-5 sm:grid-cols-2"
      >
        <PasswordInput
          fieldClassName="sm:col-span-2"
          label={t('password.current')}
          autoComplete="current-password"
          error={errors.current_password?.message}
          {...register('current_password')}
        />
        <PasswordInput
          label={t('password.new')}
          hint={t('password.newHint')}
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordInput
          label={t('password.confirm')}
          autoComplete="new-password"
          error={errors.password_confirmation?.message}
          {...register('password_confirmation')}
        />
        <div className="flex justify-end sm:col-span-2">
          <Button type="submit" isLoading={change.isPending} className="w-full sm:w-auto">
            {t('password.submit')}
          </Button>
        </div>
      </form>
    </ProfileCard>
  );
}
