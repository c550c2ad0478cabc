import type { TFunction } from 'i18next';
import { isApiError } from '@/lib/api-client';

/**
 * The toast of a failed POST /api/book-room (spec 2 §8 "Booking errors"): 401, 422 and 500 have their
 * own text, other statuses read 'Booking failed (status): …', and no answer at all 'Booking failed.
 * Please try again.'. The final message always gets ' (Status: code)' appended (spec 2 §8), also when
 * its text already names the status.
 */
export function describeBookingError(error: unknown, t: TFunction<'payment'>): string {
  if (!isApiError(error) || error.status === 0) return t('errors.retry');
  const { status } = error;
  const message = error.serverMessage ?? t('errors.retry');
  let text: string;
  if (status === 401) text = t('errors.authentication');
  else if (status === 422) text = t('errors.validation', { message });
  else if (status === 500) text = t('errors.server', { message });
  else text = t('errors.status', { status, message });
  return t('errors.statusSuffix', { message: text, status });
}
