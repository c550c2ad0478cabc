import { clsx } from 'clsx';
import { Banknote, QrCode, Wallet } from 'lucide-react';
import { useFormContext } from 'react-hook-form';
import { SectionCard } from '@/components/ui/section-card';
import type { PaymentFormValues } from '@/features/booking/utils/payment-form-schema';
import { usePaymentLaterTranslation } from '@/lib/i18n-payment-later';

const METHODS = [
  { value: 'cash', icon: Banknote },
  { value: 'qris', icon: QrCode },
] as const;

/** An admin's counter booking is paid by cash or QRIS (spec 2 §2 "Booking payment page", §6). */
export function PaymentMethodCard() {
  const { t } = usePaymentLaterTranslation();
  const { register } = useFormContext<PaymentFormValues>();
  return (
    <SectionCard icon={<Wallet />} title={t('method.title')} description={t('method.subtitle')}>
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="sr-only">{t('method.title')}</legend>
        {METHODS.map(({ value, icon: Icon }) => (
          <label
            key={value}
            className={clsx(
              'relative flex cursor-pointer items-start gap-3 rounded-2xl border-2 border-line bg-surface p-4 transition-colors',
              'hover:border-primary/50 has-checked:border-primary has-checked:bg-primary-soft',
              'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring',
            )}
          >
            <input type="radio" value={value} className="sr-only" {...register('paymentMethod')} />
            <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-surface-2 text-primary-text">
              <Icon aria-hidden className="size-5" />
            </span>
            <span className="min-w-0">
              <span className="block font-bold">{t(`method.${value}`)}</span>
              <span className="mt-0.5 block text-xs leading-snug text-muted">{t(`method.${value}Hint`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
    </SectionCard>
  );
}
