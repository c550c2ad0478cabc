import { clsx } from 'clsx';
import { CircleAlert, Inbox, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

type ErrorStateProps = {
  /** The text to show, e.g. 'Failed to load rooms: {error}'. */
  message: ReactNode;
  /** Shows a retry button that calls this. */
  onRetry?: () => void;
  retryLabel?: string;
  isRetrying?: boolean;
  className?: string;
};

const TONES = {
  error: {
    box: 'gap-4 border-danger/30 bg-danger/5',
    badge: 'bg-danger/10 text-danger',
    text: 'text-fg',
    role: 'alert',
    Icon: CircleAlert,
  },
  empty: {
    box: 'gap-3 border-dashed border-line bg-surface/60',
    badge: 'bg-primary-soft text-primary-text',
    text: 'text-muted',
    role: 'status',
    Icon: Inbox,
  },
} as const;

/** A box in place of content that is not there: an icon, the message (announced), then any action. */
function StateMessage({
  tone,
  message,
  className,
  children,
}: {
  tone: keyof typeof TONES;
  message: ReactNode;
  className?: string | undefined;
  children?: ReactNode;
}) {
  const { box, badge, text, role, Icon } = TONES[tone];
  return (
    <div
      className={clsx(
        'flex flex-col items-center justify-center rounded-2xl border px-6 py-10 text-center',
        box,
        className,
      )}
    >
      <span className={clsx('grid size-12 place-items-center rounded-full', badge)}>
        <Icon aria-hidden className="size-6" />
      </span>
      <p role={role} className={clsx('max-w-md text-sm font-medium text-pretty sm:text-base', text)}>
        {message}
      </p>
      {children}
    </div>
  );
}

/** A failed load: the message, announced to screen readers, and a way to try again. */
export function ErrorState({ message, onRetry, retryLabel, isRetrying = false, className }: ErrorStateProps) {
  return (
    <StateMessage tone="error" message={message} className={className}>
      {onRetry && retryLabel && (
        <Button variant="outline" size="sm" onClick={onRetry} isLoading={isRetrying}>
          {!isRetrying && <RefreshCw aria-hidden className="size-4" />}
          {retryLabel}
        </Button>
      )}
    </StateMessage>
  );
}

/** Nothing to show: the spec's empty text. */
export function EmptyState({
  message,
  className,
  children,
}: {
  message: ReactNode;
  className?: string;
  /** An action under the message (a link to start something). */
  children?: ReactNode;
}) {
  return (
    <StateMessage tone="empty" message={message} className={className}>
      {children}
    </StateMessage>
  );
}
