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

/** A failed load: the message, announced to screen readers, and a way to try again. */
export function ErrorState({ message, onRetry, retryLabel, isRetrying = false, className }: ErrorStateProps) {
  return (
    <div
      className={clsx(
        'flex flex-col items-center justify-center gap-4 rounded-2xl border border-danger/30 bg-danger/5 px-6 py-10 text-center',
        className,
      )}
    >
      <span className="grid size-12 place-items-center rounded-full bg-danger/10 text-danger">
        <CircleAlert aria-hidden className="size-6" />
      </span>
      <p role="alert" className="max-w-md text-sm font-medium text-pretty text-fg sm:text-base">
        {message}
      </p>
      {onRetry && retryLabel && (
        <Button variant="outline" size="sm" onClick={onRetry} isLoading={isRetrying}>
          {!isRetrying && <RefreshCw aria-hidden className="size-4" />}
          {retryLabel}
        </Button>
      )}
    </div>
  );
}

/** Nothing to show: the spec's empty text. */
export function EmptyState({ message, className }: { message: ReactNode; className?: string }) {
  return (
    <div
      className={clsx(
        'flex flex-col items-center justify-center gap-3 rounded-2xl border border-dashed border-line bg-surface/60 px-6 py-10 text-center',
        className,
      )}
    >
      <span className="grid size-12 place-items-center rounded-full bg-primary-soft text-primary-text">
        <Inbox aria-hidden className="size-6" />
      </span>
      <p role="status" className="max-w-md text-sm font-medium text-pretty text-muted sm:text-base">
        {message}
      </p>
    </div>
  );
}
