import type { ReactElement } from 'react';

/**
 * A failed booking's toast (spec 2 §8): 'Booking failed' over the final message of
 * describeBookingError, each on its own line.
 */
export function bookingErrorToast(title: string, message: string): ReactElement {
  return (
    <span className="block">
      <strong className="block font-bold">{title}</strong>
      <span className="block">{message}</span>
    </span>
  );
}
