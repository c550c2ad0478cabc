import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { type ReactNode, useCallback, useId, useRef, useState } from 'react';
import { type DismissReason, useDismiss } from '@/hooks/use-dismiss';

type DropdownProps = {
  /** Content of the trigger button; a chevron is added. */
  label: ReactNode;
  /** Accessible name of the trigger when `label` is not plain text. */
  triggerLabel?: string;
  align?: 'start' | 'end';
  triggerClassName?: string;
  panelClassName?: string;
  /** Panel content; call `close` after choosing an entry. */
  children: (close: () => void) => ReactNode;
};

/**
 * A disclosure button with a floating panel of links (navbar menus). Closes on Escape (focus returns
 * to the trigger), on a press outside, and when an entry calls `close`.
 */
export function Dropdown({
  label,
  triggerLabel,
  align = 'start',
  triggerClassName,
  panelClassName,
  children,
}: DropdownProps) {
  const [isOpen, setIsOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setIsOpen(false), []);
  const dismiss = useCallback((reason: DismissReason) => {
    setIsOpen(false);
    if (reason === 'escape') triggerRef.current?.focus();
  }, []);
  useDismiss(rootRef, isOpen, dismiss);

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={triggerLabel}
        onClick={() => setIsOpen((open) => !open)}
        className={clsx(
          'inline-flex cursor-pointer items-center gap-1.5 rounded-xl font-semibold transition-colors',
          triggerClassName,
        )}
      >
        {label}
        <ChevronDown
          aria-hidden
          className={clsx('size-4 transition-transform duration-150', isOpen && 'rotate-180')}
        />
      </button>
      {isOpen && (
        <div
          id={panelId}
          className={clsx(
            'absolute top-full z-50 mt-2 min-w-56 animate-pop-in rounded-2xl border border-line bg-surface p-2 shadow-card-lg',
            align === 'end' ? 'right-0' : 'left-0',
            panelClassName,
          )}
        >
          {children(close)}
        </div>
      )}
    </div>
  );
}
