import { apiText, type LocalText } from '../texts/local-text';

/** "45 seconds", "2 minutes" ("2 menit"): how long a refused client waits, in the reader's language. */
export function describeWait(seconds: number): LocalText {
  if (seconds < 60) return apiText(seconds === 1 ? 'wait.second' : 'wait.seconds', { count: seconds });
  const minutes = Math.ceil(seconds / 60);
  return apiText(minutes === 1 ? 'wait.minute' : 'wait.minutes', { count: minutes });
}
