import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { returnFocus } from '@/lib/return-focus';

export type DialogProps = {
  open: boolean;
  /** Called on Escape, the close button, a backdrop click (when allowed) or any other close. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Action row at the bottom. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Accessible name of the corner close button; without it no corner button is shown. */
  closeLabel?: string;
  closeOnBackdrop?: boolean;
  /** Receives focus when the dialog opens (defaults to the first focusable element). */
  initialFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
};

const SIZES = { sm: 'max-w-md', md: 'max-w-xl', lg: 'max-w-3xl' } as const;

/**
 * A modal built on the native <dialog>: the browser makes the page behind it inert (focus stays
 * inside), Escape closes it, and it sits in the top layer. Content mounts only while open, so each
 * opening starts with fresh state.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  closeLabel,
  closeOnBackdrop = false,
  initialFocusRef,
  className,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const pressStartedOnBackdrop = useRef(false);
  const titleId = useId();
  const descriptionId = useId();

  const opener = useRef<Element | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
      initialFocusRef?.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
      returnFocus(opener.current, dialog);
    }
  }, [open, initialFocusRef]);

  // Closing on unmount keeps the page usable if the owner disappears while the dialog is open.
  useEffect(
    () => () => {
      const dialog = ref.current;
      if (dialog?.open) dialog.close();
      returnFocus(opener.current, dialog);
    },
    [],
  );

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click only detects the backdrop; Escape is the native keyboard close
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={(event) => {
        // The close event is queued: one that arrives after the dialog was opened again is stale.
        if (open && !event.currentTarget.open) onClose();
      }}
      onPointerDown={(event) => {
        pressStartedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (closeOnBackdrop && pressStartedOnBackdrop.current && event.target === event.currentTarget)
          onClose();
      }}
      className={clsx(
        'm-auto w-[calc(100%-1.5rem)] overflow-hidden rounded-2xl border border-line bg-surface p-0 text-fg shadow-card-lg',
        'max-h-[calc(100dvh-1.5rem)] open:flex open:animate-pop-in open:flex-col',
        SIZES[size],
        className,
      )}
    >
      {open && (
        <>
          <header className="flex items-start justify-between gap-4 border-b border-line px-5 py-4 sm:px-6">
            <div>
              <h2 id={titleId} className="text-lg font-bold tracking-tight">
                {title}
              </h2>
              {description && (
                <p id={descriptionId} className="mt-1 text-sm text-muted">
                  {description}
                </p>
              )}
            </div>
            {closeLabel && (
              <button
                type="button"
                onClick={onClose}
                aria-label={closeLabel}
                className="-mr-2 grid size-9 shrink-0 cursor-pointer place-items-center rounded-lg text-muted hover:bg-surface-2 hover:text-fg"
              >
                <X aria-hidden className="size-5" />
              </button>
            )}
          </header>
          <div className="flex min-h-0 flex-1 flex-col">{children}</div>
          {footer && (
            <footer className="flex flex-col-reverse gap-2 border-t border-line bg-surface px-5 py-4 sm:flex-row sm:items-center sm:justify-end sm:px-6">
              {footer}
            </footer>
          )}
        </>
      )}
    </dialog>
  );
}
