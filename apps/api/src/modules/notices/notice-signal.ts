/**
 * In-process "a customer notice is waiting": the sender (jobs/notice-sender.ts) listens and sends at
 * once instead of at its next round. Only a hint: a notice signalled before its transaction commits is
 * simply found by a later round.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

export function onNoticeQueued(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function signalNoticeQueued(): void {
  for (const listener of listeners) listener();
}
