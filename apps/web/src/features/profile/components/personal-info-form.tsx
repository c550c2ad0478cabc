import { describeRegisterError } from '@ruangmain/domain/auth-messages';
import type { UpdateProfileRequest } from '@ruangmain/domain/contracts/customer';
import { formatPhoneForDisplay } from '@ruangmain/domain/phone';
import { Mail, Smartphone, UserRoundPen } from 'lucide-react';
import { FullNameInput } from '@/components/form/full-name-input';
import { TextInput } from '@/components/form/text-input';
import { UsernameInput } from '@/components/form/username-input';
import { useUpdateProfile } from '@/features/profile/api/update-profile';
import { ProfileFormCard } from '@/features/profile/components/profile-form-card';
import { useServerForm } from '@/hooks/use-server-form';
import { authFormSchema } from '@/lib/auth/auth-form-schema';
import type { SessionUser } from '@/lib/auth/session-storage';
import { isValidationError } from '@/lib/form-errors';
import { useProfileTranslation } from '@/lib/i18n-profile';
import { toast } from '@/lib/toast';

type PersonalValues = { name: string; username: string; email: string };
const FIELDS = ['name', 'username', 'email'] as const;

const toValues = (user: SessionUser): PersonalValues => ({
  name: user.name ?? '',
  username: user.username ?? '',
  email: user.email ?? '',
});

/**
 * Personal information (spec 2 §2, §5): only changed fields are sent; none changed says so. A staff
 * account has no WhatsApp number of its own (its sign-in is made by the venue), so it shows none.
 */
export function PersonalInfoForm({ user, isStaff }: { user: SessionUser; isStaff: boolean }) {
  const { t } = useProfileTranslation();
  const saved = toValues(user);
  const form = useServerForm({
    schema: authFormSchema('UpdateProfileSchema'),
    // A refreshed profile fills the form, without overwriting what the user is typing.
    values: saved,
    resetOptions: { keepDirtyValues: true },
    serverFields: FIELDS,
  });

  // The venue's start-up admin name (ADMIN_USERNAME) is neither taken nor given up here (record 0034).
  const describeReservedName = (field: string, code: string) =>
    code === 'validation.not_in'
      ? t('personal.reservedName')
      : code === 'validation.prohibited'
        ? t('personal.keepReservedName')
        : describeRegisterError(field, code);

  const update = useUpdateProfile({
    onSuccess: (response) => {
      form.reset(toValues(response.user));
      toast.success(response.message || t('personal.success'));
    },
    onError: (error) => {
      if (!isValidationError(error)) {
        toast.error(t('personal.failed'));
        return;
      }
      form.showServerErrors(error, describeReservedName);
      toast.error(t('personal.invalid'));
    },
  });

  const onSubmit = (values: UpdateProfileRequest) => {
    const changes: UpdateProfileRequest = {};
    for (const field of FIELDS) {
      const value = (values[field] ?? '').trim();
      if (value !== saved[field]) changes[field] = value;
    }
    if (Object.keys(changes).length === 0) {
      toast(t('personal.noChanges'), { id: 'profile-no-changes' });
      return;
    }
    update.mutate(changes);
  };

  return (
    <ProfileFormCard
      icon={<UserRoundPen />}
      title={t('personal.title')}
      description={isStaff ? t('personal.staffSubtitle') : t('personal.subtitle')}
      onSubmit={form.handleSubmit(onSubmit)}
      submitLabel={t('personal.submit')}
      isSubmitting={update.isPending}
    >
      <FullNameInput fieldClassName="sm:col-span-2" label={t('personal.name')} {...form.field('name')} />
      <UsernameInput label={t('personal.username')} {...form.field('username')} />
      <TextInput
        type="email"
        label={t('personal.email')}
        placeholder={t('personal.emailPlaceholder')}
        icon={<Mail />}
        autoComplete="email"
        {...form.field('email')}
      />
      {!isStaff && (
        <TextInput
          fieldClassName="sm:col-span-2"
          label={t('personal.phone')}
          icon={<Smartphone />}
          value={formatPhoneForDisplay(user.phone)}
          hint={t('personal.phoneHint')}
          readOnly
        />
      )}
    </ProfileFormCard>
  );
}
