import { formatLocalPhone } from '@ruangmain/domain/phone';
import { UserRound } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { PhoneInput } from '@/components/form/phone-input';
import { TextInput } from '@/components/form/text-input';
import { Checkbox } from '@/components/ui/checkbox';
import type { SessionUser } from '@/lib/auth/session-storage';
import { usePaymentTranslation } from '@/lib/i18n-payment';
import type { PersonalFormValues } from '@/lib/personal-form';
import { toast } from '@/lib/toast';

/**
 * Where the contact fields start: a signed-in customer's own details, filled in and locked as if they
 * had ticked 'Use my account information' (issue 30), unticking frees them; empty for guests, the
 * counter and an account without a name or phone.
 */
export function contactDefaults(account: SessionUser | null) {
  if (account?.name && account.phone) {
    return { useAccount: true, fullName: account.name, phoneNumber: formatLocalPhone(account.phone) };
  }
  return { useAccount: false, fullName: '', phoneNumber: '' };
}

/**
 * Who a booking or an order is for (spec 2 §2 "The checkbox 'Use my account information' is enabled
 * only when logged in"): full name and phone. A signed-in customer may tick the box, which fills both
 * from the account and locks them; guests and counter bookings do not see it. Inside a form of the
 * personal form's fields (lib/personal-form.ts).
 */
export function ContactFields({ account }: { account: SessionUser | null }) {
  const { t } = usePaymentTranslation();
  const {
    register,
    setValue,
    control,
    formState: { errors },
  } = useFormContext<PersonalFormValues>();
  const useAccount = useWatch({ control, name: 'useAccount' });

  const toggleAccount = (checked: boolean) => {
    if (checked && account) {
      if (!account.name || !account.phone) {
        // spec 2 §5: an account without name or phone is refused with a profile-update message.
        toast.error(t('customer.accountIncomplete'));
        return;
      }
      const options = { shouldValidate: true, shouldDirty: true } as const;
      const filled = contactDefaults(account);
      setValue('fullName', filled.fullName, options);
      setValue('phoneNumber', filled.phoneNumber, options);
    }
    setValue('useAccount', checked);
  };

  return (
    <>
      {account && (
        <Checkbox
          label={t('customer.useAccount')}
          description={t('customer.useAccountHint')}
          checked={useAccount}
          onChange={(event) => toggleAccount(event.target.checked)}
          className="rounded-2xl border border-line bg-surface-2/50 p-3.5"
        />
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextInput
          label={t('customer.fullName')}
          placeholder={t('customer.fullNamePlaceholder')}
          icon={<UserRound />}
          autoComplete="name"
          readOnly={useAccount}
          aria-readonly={useAccount || undefined}
          error={errors.fullName?.message}
          {...register('fullName')}
        />
        <PhoneInput
          label={t('customer.phone')}
          placeholder={t('customer.phonePlaceholder')}
          hint={t('customer.phoneHint')}
          readOnly={useAccount}
          aria-readonly={useAccount || undefined}
          error={errors.phoneNumber?.message}
          {...register('phoneNumber')}
        />
      </div>
    </>
  );
}
