import { useCallback, useEffect, useState } from 'react';

export type TimedMessage = { tone: 'error' | 'success'; text: string };

/** spec 1 §8, §9: error messages clear after 5 s, the apply success message after 3 s. */
export const MESSAGE_CLEAR_MS: Record<TimedMessage['tone'], number> = { error: 5_000, success: 3_000 };

/** One message at a time for the rewards page; a newer message replaces the shown one and its timer. */
export function useTimedMessage() {
  const [message, setMessage] = useState<(TimedMessage & { id: number }) | null>(null);

  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => setMessage(null), MESSAGE_CLEAR_MS[message.tone]);
    return () => window.clearTimeout(timer);
  }, [message]);

  const show = useCallback((tone: TimedMessage['tone'], text: string) => {
    setMessage((previous) => ({ tone, text, id: (previous?.id ?? 0) + 1 }));
  }, []);
  const clear = useCallback(() => setMessage(null), []);

  return { message, show, clear };
}
