import { Alert } from '@/components/ui/alert';
import type { TimedMessage } from '@/features/rewards/hooks/use-timed-message';

/**
 * The page's one message (a failure, 'Reward applied successfully!'), kept in view under the navbar
 * while the page scrolls, until its time is up (spec 1 §9).
 */
export function MessageBar({ message }: { message: (TimedMessage & { id: number }) | null }) {
  return (
    <div className="pointer-events-none sticky top-20 z-30 mx-auto h-0 w-full max-w-xl px-4">
      {message && (
        <div
          key={message.id}
          className="pointer-events-auto animate-slide-down rounded-xl bg-surface shadow-card-lg"
        >
          <Alert tone={message.tone}>
            <span data-testid="rewards-message">{message.text}</span>
          </Alert>
        </div>
      )}
    </div>
  );
}
