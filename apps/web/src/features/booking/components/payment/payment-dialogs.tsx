import { CheckoutDialogs } from '@/checkout/components/checkout-dialogs';
import type { useBookingPayment } from '@/features/booking/hooks/use-booking-payment';
import { usePaymentLaterTranslation } from '@/lib/i18n-payment-later';

type Props = {
  payment: ReturnType<typeof useBookingPayment>;
  isQris: boolean;
  /** The question before booking (spec 2 §4), while a checked payload waits for it. */
  confirmation: { isCash: boolean; onCancel: () => void; onConfirm: () => void } | null;
};

/**
 * The payment page's questions in the booking's words: confirm before booking, the popup (or an
 * admin's QR code) closed before paying, and leaving during a payment (spec 2 §4). They load after
 * the form, as none is open when the page arrives.
 */
export function PaymentDialogs({ payment, isQris, confirmation }: Props) {
  const { t } = usePaymentLaterTranslation();
  return (
    <CheckoutDialogs
      checkout={payment}
      words={(key) => t(key)}
      confirmation={{
        isOpen: confirmation !== null,
        note: confirmation?.isCash ? t('confirm.otsCash') : t('confirm.online'),
        onCancel: () => confirmation?.onCancel(),
        onConfirm: () => confirmation?.onConfirm(),
      }}
      closed={{
        ...(isQris && { title: t('closed.qrisTitle'), text: t('closed.qrisText') }),
        act: isQris ? t('closed.qrisCancel') : t('closed.cancel'),
        onGiveUp: () => void payment.endPayment('user_cancelled'),
        onDismiss: payment.pause,
      }}
    />
  );
}
