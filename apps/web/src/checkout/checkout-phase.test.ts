import { PAYMENT_CANCEL_REASONS } from '@ruangmain/domain/bookings';
import { describe, expect, it } from 'vitest';
import type { CheckoutAttempt } from '@/checkout/checkout-attempt';
import {
  type CheckoutPhase,
  countsInactivity,
  guardDeadline,
  INACTIVITY_TIMEOUT_MS,
  isWatchedPhase,
  POPUP_GUARD_MS,
  placementOutcome,
  popupFailureKey,
  reasonOfPopupError,
  TOAST_OF_REASON,
} from '@/checkout/checkout-phase';
import { SnapUnavailableError } from '@/checkout/snap';

const T0 = Date.UTC(2026, 10, 25, 12, 0);

const PHASES: CheckoutPhase[] = [
  { name: 'form' },
  { name: 'submitting' },
  { name: 'paying', since: T0 },
  { name: 'closed' },
  { name: 'waiting' },
  { name: 'qris', since: T0 },
  { name: 'leaving' },
];

describe('the clocks of each phase', () => {
  // spec 2 §4: the 5-minute guard runs while the popup or the QR code is open; inactivity is not
  // counted while the popup is open (its frame hides the activity), the booking is being made, or the
  // page is leaving; a page that waits asks the server while the payment is open without a popup.
  it.each([
    ['form', null, true, false],
    ['submitting', null, false, false],
    ['paying', T0 + POPUP_GUARD_MS, false, false],
    ['closed', null, true, true],
    ['waiting', null, true, true],
    ['qris', T0 + POPUP_GUARD_MS, true, true],
    ['leaving', null, false, false],
  ])('%s: guard ends %s, inactivity counted %s, watched %s', (name, guardEnds, inactivity, watched) => {
    const phase = PHASES.find((candidate) => candidate.name === name) as CheckoutPhase;
    expect(guardDeadline(phase)).toBe(guardEnds);
    expect(countsInactivity(phase)).toBe(inactivity);
    expect(isWatchedPhase(phase)).toBe(watched);
  });

  it('guards for 5 minutes and waits 10 without activity, as spec 2 §9 says', () => {
    expect(POPUP_GUARD_MS).toBe(300_000);
    expect(INACTIVITY_TIMEOUT_MS).toBe(600_000);
  });
});

describe('placementOutcome', () => {
  const placed = (overrides: Partial<CheckoutAttempt>): CheckoutAttempt => ({
    bookingId: 1,
    unitId: null,
    invoiceNumber: 'BOOK-1',
    orderId: null,
    snapToken: null,
    snapScriptUrl: '',
    clientKey: '',
    qrString: null,
    totalPrice: 0,
    status: 'pending',
    holdExpiresAt: null,
    placedAt: T0,
    ...overrides,
  });

  it.each([
    ['confirmed (a reward, cash at the counter)', placed({ status: 'confirmed' }), 'paid'],
    ['confirmed, even with a token', placed({ status: 'confirmed', snapToken: 't' }), 'paid'],
    ["pending with an admin's QRIS code", placed({ qrString: 'qr', snapToken: 't' }), 'qris'],
    ['pending with a token', placed({ snapToken: 't' }), 'popup'],
    ['pending with neither', placed({}), 'unpayable'],
  ])('%s: %s', (_, attempt, outcome) => {
    expect(placementOutcome(attempt)).toBe(outcome);
  });
});

describe('reasonOfPopupError', () => {
  it.each([
    [{ transaction_status: 'expire' }, 'payment_expired'],
    [{ status_code: '407' }, 'payment_expired'],
    [{ transaction_status: 'deny', status_code: '202' }, 'payment_failed'],
    [{}, 'payment_failed'],
  ])('%j cancels with %s', (result, reason) => {
    expect(reasonOfPopupError(result)).toBe(reason);
  });
});

describe('popupFailureKey', () => {
  it.each([
    [new SnapUnavailableError('load-failed'), 'errors.gatewayUnavailable'],
    [new SnapUnavailableError('missing'), 'errors.cannotContinue'],
    [new Error('snap.pay threw'), 'errors.gatewayError'],
  ])('%s: %s', (error, key) => {
    expect(popupFailureKey(error)).toBe(key);
  });
});

describe('TOAST_OF_REASON', () => {
  it('says every reason of spec 2 §4 as cancelled, timeout or failed', () => {
    expect(Object.keys(TOAST_OF_REASON).sort()).toEqual([...PAYMENT_CANCEL_REASONS].sort());
    expect(TOAST_OF_REASON.user_cancelled).toBe('toasts.cancelled');
    expect(TOAST_OF_REASON.inactivity_timeout).toBe('toasts.timeout');
    expect(TOAST_OF_REASON.payment_expired).toBe('toasts.failed');
  });
});
