import type { Checkout } from '@/checkout/use-checkout';
import { ChoiceDialog } from '@/components/ui/choice-dialog';

/** The keys each checkout's namespace words its questions with, a booking's or a food order's. */
export type CheckoutQuestionKey =
  | 'confirm.title'
  | 'confirm.text'
  | 'confirm.cancel'
  | 'confirm.submit'
  | 'closed.title'
  | 'closed.text'
  | 'closed.continue'
  | 'exit.title'
  | 'exit.text'
  | 'exit.stay'
  | 'exit.leave';

type CheckoutDialogsProps = {
  checkout: Pick<Checkout, 'phase' | 'continuePayment' | 'exitPrompt'>;
  /** The caller's words: `(key) => t(key)` of its namespace. */
  words: (key: CheckoutQuestionKey) => string;
  /** The question before the booking or order is made (spec 2 §4), with what happens next. */
  confirmation: { isOpen: boolean; note: string; onCancel: () => void; onConfirm: () => void };
  /**
   * The popup closed: continue, or give up with `act` (the title and text may say it otherwise, as for
   * an admin's QR code); `onDismiss` answers Escape (by default: continue).
   */
  closed: { title?: string; text?: string; act: string; onGiveUp: () => void; onDismiss?: () => void };
  /** False while the page hydrates: what this tab keeps asks nothing before. */
  isReady?: boolean;
};

/** A checkout's questions (spec 2 §2 "Leave dialogs", §4): confirm, the popup closed, and leaving. */
export function CheckoutDialogs({
  checkout,
  words,
  confirmation,
  closed,
  isReady = true,
}: CheckoutDialogsProps) {
  const { phase, exitPrompt } = checkout;
  return (
    <>
      <ChoiceDialog
        open={confirmation.isOpen}
        title={words('confirm.title')}
        text={words('confirm.text')}
        stayLabel={words('confirm.cancel')}
        onStay={confirmation.onCancel}
        actLabel={words('confirm.submit')}
        onAct={confirmation.onConfirm}
      >
        <p>{confirmation.note}</p>
      </ChoiceDialog>

      <ChoiceDialog
        open={isReady && phase.name === 'closed'}
        title={closed.title ?? words('closed.title')}
        text={closed.text ?? words('closed.text')}
        stayLabel={words('closed.continue')}
        onStay={checkout.continuePayment}
        onDismiss={closed.onDismiss}
        actLabel={closed.act}
        emphasis="stay"
        onAct={closed.onGiveUp}
      />

      <ChoiceDialog
        open={isReady && exitPrompt.isOpen}
        title={words('exit.title')}
        text={words('exit.text')}
        stayLabel={words('exit.stay')}
        onStay={exitPrompt.stay}
        actLabel={words('exit.leave')}
        emphasis="stay"
        isActing={phase.name === 'leaving'}
        onAct={() => void exitPrompt.leave()}
      />
    </>
  );
}
