import { MAX_NOTES_LENGTH } from '@ruangmain/domain/bookings';
import { ContactRound } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { ContactFields } from '@/components/form/contact-fields';
import { TextArea } from '@/components/form/text-area';
import { SectionCard } from '@/components/ui/section-card';
import { bookingDraftStore } from '@/features/booking/state/booking-draft-store';
import type { PaymentFormValues } from '@/features/booking/utils/payment-form-schema';
import type { SessionUser } from '@/lib/auth/session-storage';
import { usePaymentTranslation } from '@/lib/i18n-payment';

type CustomerInfoCardProps = {
  /** The signed-in customer, who may use their account's details; null for guests and the counter. */
  account: SessionUser | null;
  isCounter: boolean;
};

/**
 * Who the booking is for (spec 2 §2 "A customer info form", §3 "Personal form"): full name and phone
 * (with 'Use my account information' for a signed-in customer, components/form/contact-fields.tsx)
 * and notes.
 */
export function CustomerInfoCard({ account, isCounter }: CustomerInfoCardProps) {
  const { t } = usePaymentTranslation();
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<PaymentFormValues>();
  const notes = useWatch({ control, name: 'notes' });

  return (
    <SectionCard
      icon={<ContactRound />}
      title={t('customer.title')}
      description={isCounter ? t('customer.otsSubtitle') : t('customer.subtitle')}
    >
      <div className="flex flex-col gap-5">
        <ContactFields account={account} />
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
