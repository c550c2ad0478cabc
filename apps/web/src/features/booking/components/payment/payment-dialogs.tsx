import { ChoiceDialog } from '@/components/ui/choice-dialog';
import type { useBookingPayment } from '@/features/booking/hooks/use-booking-payment';
import { usePaymentTranslation } from '@/lib/i18n-payment';

type Props = {
  payment: ReturnType<typeof useBookingPayment>;
  isQris: boolean;
  /** The question before booking (spec 2 §4), while a checked payload waits for it. */
  confirmation: { isCash: boolean; onCancel: () => void; onConfirm: () => void } | null;
};

/**
 * The payment page's questions: confirm before booking, the popup closed before paying, and leaving
 * during a payment (spec 2 §4). They load after the form, as none is open when the page arrives.
 */
export function PaymentDialogs({ payment, isQris, confirmation }: Props) {
  const { t } = usePaymentTranslation();
  const { phase } = payment;
  return (
    <>
      <ChoiceDialog
        open={confirmation !== null}
        title={t('confirm.title')}
        text={t('confirm.text')}
        stayLabel={t('confirm.cancel')}
        onStay={() => confirmation?.onCancel()}
        actLabel={t('confirm.submit')}
        onAct={() => confirmation?.onConfirm()}
      >
        <p>{confirmation?.isCash ? t('confirm.otsCash') : t('confirm.online')}</p>
      </ChoiceDialog>

      <ChoiceDialog
        open={phase.name === 'closed'}
        title={isQris ? t('closed.qrisTitle') : t('closed.title')}
        text={isQris ? t('closed.qrisText') : t('closed.text')}
        stayLabel={t('closed.continue')}
        onStay={payment.continuePayment}
        onDismiss={payment.pause}
        actLabel={isQris ? t('closed.qrisCancel') : t('closed.cancel')}
        emphasis="stay"
        onAct={() => void payment.endPayment('user_cancelled')}
      />

      <ChoiceDialog
        open={payment.exitPrompt.isOpen}
        title={t('exit.title')}
        text={t('exit.text')}
        stayLabel={t('exit.stay')}
        onStay={payment.exitPrompt.stay}
        actLabel={t('exit.leave')}
        emphasis="stay"
        isActing={phase.name === 'leaving'}
        onAct={() => void payment.exitPrompt.leave()}
      />
    </>
  );
}
