import { MAX_NOTES_LENGTH } from '@ruangmain/domain/bookings';
import { formatLocalPhone } from '@ruangmain/domain/phone';
import { ContactRound, UserRound } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { PhoneInput } from '@/components/form/phone-input';
import { TextArea } from '@/components/form/text-area';
import { TextInput } from '@/components/form/text-input';
import { Checkbox } from '@/components/ui/checkbox';
import { SectionCard } from '@/components/ui/section-card';
import { bookingDraftStore } from '@/features/booking/state/booking-draft-store';
import type { PaymentFormValues } from '@/features/booking/utils/payment-form-schema';
import type { SessionUser } from '@/lib/auth/session-storage';
import { usePaymentTranslation } from '@/lib/i18n-payment';
import { toast } from '@/lib/toast';

type CustomerInfoCardProps = {
  /** The signed-in customer, who may use their account's details; null for guests and the counter. */
  account: SessionUser | null;
  isCounter: boolean;
};

/**
 * Who the booking is for (spec 2 §2 "A customer info form", §3 "Personal form"): full name, phone and
 * notes. A signed-in customer may tick 'Use my account information', which fills name and phone from
 * the account and locks them; guests and counter bookings do not see it.
 */
export function CustomerInfoCard({ account, isCounter }: CustomerInfoCardProps) {
  const { t } = usePaymentTranslation();
  const {
    register,
    setValue,
    control,
    formState: { errors },
  } = useFormContext<PaymentFormValues>();
  const useAccount = useWatch({ control, name: 'useAccount' });
  const notes = useWatch({ control, name: 'notes' });

  const toggleAccount = (checked: boolean) => {
    if (checked && account) {
      if (!account.name || !account.phone) {
        // spec 2 §5: an account without name or phone is refused with a profile-update message.
        toast.error(t('customer.accountIncomplete'));
        return;
      }
      const options = { shouldValidate: true, shouldDirty: true } as const;
      setValue('fullName', account.name, options);
      setValue('phoneNumber', formatLocalPhone(account.phone), options);
    }
    setValue('useAccount', checked);
  };

  return (
    <SectionCard
      icon={<ContactRound />}
      title={t('customer.title')}
      description={isCounter ? t('customer.otsSubtitle') : t('customer.subtitle')}
    >
      <div className="flex flex-col gap-5">
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
        <TextArea
          label={t('customer.notes')}
          placeholder={t('customer.notesPlaceholder')}
          maxLength={MAX_NOTES_LENGTH}
          labelAside={
            <span className="text-xs text-muted tabular-nums">
              {t('customer.notesCount', { count: notes.length, max: MAX_NOTES_LENGTH })}
            </span>
          }
          error={errors.notes?.message}
          {...register('notes', {
            // The summary's Notes row shows what is typed here.
            onChange: (event) => bookingDraftStore.change({ type: 'notes', notes: event.target.value }),
          })}
        />
      </div>
    </SectionCard>
  );
}
