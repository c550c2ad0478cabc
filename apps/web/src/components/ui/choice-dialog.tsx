import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

type ChoiceDialogProps = {
  open: boolean;
  title: string;
  text: ReactNode;
  /** The choice that keeps things as they are (Cancel, Continue Payment). */
  stayLabel: string;
  onStay: () => void;
  /** Escape; defaults to `onStay`. */
  onDismiss?: () => void;
  /** The choice the dialog asks about (Confirm Booking, Cancel Booking, Yes, Exit). */
  actLabel: string;
  onAct: () => void;
  /**
   * Which choice is the prominent one: the confirm question pushes on ('act'); the payment's exit and
   * closed questions keep the customer paying ('stay'). The prominent one comes last: right on wide
   * screens, on top on phones.
   */
  emphasis?: 'act' | 'stay';
  isActing?: boolean;
  children?: ReactNode;
};

/** A two-way question of a payment page: confirm, exit, or give up a closed payment. */
export function ChoiceDialog({
  open,
  title,
  text,
  stayLabel,
  onStay,
  onDismiss = onStay,
  actLabel,
  onAct,
  emphasis = 'act',
  isActing = false,
  children,
}: ChoiceDialogProps) {
  const stay = (
    <Button variant={emphasis === 'stay' ? 'primary' : 'outline'} onClick={onStay} disabled={isActing}>
      {stayLabel}
    </Button>
  );
  const act = (
    <Button variant={emphasis === 'act' ? 'primary' : 'outline'} onClick={onAct} isLoading={isActing}>
      {actLabel}
    </Button>
  );
  return (
    <Dialog
      open={open}
      onClose={onDismiss}
      title={title}
      size="sm"
      footer={
        emphasis === 'act' ? (
          <>
            {stay}
            {act}
          </>
        ) : (
          <>
            {act}
            {stay}
          </>
        )
      }
    >
      <div className="space-y-3 px-5 py-4 text-sm leading-relaxed text-muted sm:px-6">
        <p className="text-fg">{text}</p>
        {children}
      </div>
    </Dialog>
  );
}
