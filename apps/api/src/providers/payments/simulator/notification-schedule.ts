/**
 * Midtrans' retries of an HTTP notification not answered with 2xx (docs.midtrans.com "HTTP(S) Notification /
 * Webhooks", "Best Practice to Handle Notification"; source: github.com/Midtrans/mt-alt-doc,
 * en/after-payment/http-notification.md): how many retries each answer earns, and the waits before them.
 * Record 0038.
 */

/** The wait before the n-th retry, in minutes: 2 m, 10 m, 30 m, 1.5 h, 3.5 h; five at most. */
export const RETRY_MINUTES = [2, 10, 30, 90, 210] as const;

/**
 * Retries earned by a failed delivery: 500 once, 503 four times, 400 and 404 twice, the redirects
 * 301/302/303 never (Midtrans does not follow them), everything else (other codes, a timeout, no
 * connection) five times. `null`: no HTTP answer at all.
 */
export function retriesFor(statusCode: number | null): number {
  switch (statusCode) {
    case 500:
      return 1;
    case 503:
      return 4;
    case 400:
    case 404:
      return 2;
    case 301:
    case 302:
    case 303:
      return 0;
    default:
      return RETRY_MINUTES.length;
  }
}

export function isDelivered(statusCode: number | null): boolean {
  return statusCode !== null && statusCode >= 200 && statusCode < 300;
}

/**
 * The wait before retry number `retry` (1 for the first), or null when the answer `statusCode` has used up
 * its retries. Midtrans shifts each retry by a random time within its interval ("the first retry might be
 * 33 s, up to 2 m, after the previous attempt"), so the wait is never longer than the interval.
 */
export function retryDelayMs(retry: number, statusCode: number | null, random = Math.random): number | null {
  if (retry < 1 || retry > retriesFor(statusCode)) return null;
  const minutes = RETRY_MINUTES[Math.min(retry, RETRY_MINUTES.length) - 1] ?? RETRY_MINUTES[0];
  return Math.round(minutes * 60_000 * Math.min(Math.max(random(), 0), 1));
}
