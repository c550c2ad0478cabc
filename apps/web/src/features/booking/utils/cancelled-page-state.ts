/**
 * What the payment page tells /booking-cancelled in the navigation state: whether a booking was
 * held and released. Opened any other way, the page knows of no booking and says only the reason.
 */
export type CancelledPageState = { hadBooking: boolean };

export function hadReleasedBooking(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && (state as Partial<CancelledPageState>).hadBooking === true
  );
}
