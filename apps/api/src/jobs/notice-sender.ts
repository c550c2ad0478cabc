import { onNoticeQueued } from '../modules/notices/notice-signal';
import { type NoticeDeps, sendDueNotices } from '../modules/notices/send-due-notices';
import { queueReminders } from './queue-reminders';

/** A kick waits this long, so the transaction that queued the notice has committed. */
const KICK_DELAY_MS = 200;

/**
 * Every `intervalSeconds` queues the reminders that are due and sends what is waiting (retries too);
 * a notice queued in this process is sent at once (fire and forget). Never two runs at once here; other
 * processes run their own, and the claims keep each notice to one send (docs/decisions/0027).
 * Returns a stop.
 */
export function startNoticeSender(deps: NoticeDeps, intervalSeconds: number): () => void {
  let running = false;
  let again = false;
  let stopped = false;
  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    queueReminders(deps.db)
      .then(() => sendDueNotices(deps))
      .then((result) => {
        if (result.sent + result.retried + result.failed + result.withdrawn > 0)
          deps.log.info({ notices: result }, 'notices sent');
      })
      .catch((error: unknown) => deps.log.error({ err: error }, 'notice sender failed'))
      .finally(() => {
        running = false;
        if (again) {
          again = false;
          run();
        }
      });
  };
  const timer = setInterval(run, intervalSeconds * 1000);
  timer.unref();
  const kicks = new Set<NodeJS.Timeout>();
  const stopListening = onNoticeQueued(() => {
    const kick = setTimeout(() => {
      kicks.delete(kick);
      run();
    }, KICK_DELAY_MS);
    kick.unref();
    kicks.add(kick);
  });
  return () => {
    stopped = true;
    clearInterval(timer);
    for (const kick of kicks) clearTimeout(kick);
    stopListening();
  };
}
