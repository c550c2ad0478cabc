import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  attemptStorage,
  CHECKOUT_TIMEOUT_MS,
  type CheckoutAnswer,
  type CheckoutAttempt,
  checkoutDeadline,
  isAttemptOpen,
  toCheckoutAttempt,
} from '@/checkout/checkout-attempt';

const T0 = Date.UTC(2026, 10, 25, 12, 0);
const MINUTE = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();

const answer = (overrides: Partial<CheckoutAnswer> = {}): CheckoutAnswer => ({
  data: { id: 7, total_price: 85_000, status: 'pending', hold_expires_at: iso(T0 + 15 * MINUTE) },
  invoice_number: 'BOOK-20261125-0007',
  order_id: 'BOOK-20261125-0007-1',
  snap_token: 'token-1',
  snapToken: 'token-1',
  snap_script_url: 'https://app.example/snap.js',
  client_key: 'client-key',
  ...overrides,
});

const attempt = (overrides: Partial<CheckoutAttempt> = {}): CheckoutAttempt => ({
  ...toCheckoutAttempt(answer(), { unitId: 3, placedAt: T0 }),
  ...overrides,
});

describe('toCheckoutAttempt', () => {
  it('keeps what the payment needs of a book-room answer, with its unit and when it was made', () => {
    expect(toCheckoutAttempt({ ...answer(), qr_string: null }, { unitId: 3, placedAt: T0 })).toEqual({
      bookingId: 7,
      unitId: 3,
      invoiceNumber: 'BOOK-20261125-0007',
      orderId: 'BOOK-20261125-0007-1',
      snapToken: 'token-1',
      snapScriptUrl: 'https://app.example/snap.js',
      clientKey: 'client-key',
      qrString: null,
      totalPrice: 85_000,
      status: 'pending',
      holdExpiresAt: iso(T0 + 15 * MINUTE),
      placedAt: T0,
    });
  });

  it.each([
    ['snap_token', { snap_token: 'a', snapToken: null }, 'a'],
    ['snapToken (spec 2 §3: either spelling)', { snap_token: null, snapToken: 'b' }, 'b'],
    ['neither', { snap_token: null, snapToken: null }, null],
  ])('reads the token from %s', (_, spelling, token) => {
    expect(toCheckoutAttempt(answer(spelling), { unitId: null, placedAt: T0 }).snapToken).toBe(token);
  });

  it("takes an admin's QRIS code, and none from a food order's answer, which has no such field", () => {
    expect(toCheckoutAttempt(answer({ qr_string: 'qris-1' }), { unitId: 3, placedAt: T0 }).qrString).toBe(
      'qris-1',
    );
    expect(toCheckoutAttempt(answer(), { unitId: null, placedAt: T0 }).qrString).toBeNull();
  });
});

describe('checkoutDeadline', () => {
  it.each([
    ['no clock running', null, iso(T0), null],
    ['no hold: 30 minutes', T0, null, T0 + CHECKOUT_TIMEOUT_MS],
    ['a hold ending sooner', T0, iso(T0 + 10 * MINUTE), T0 + 10 * MINUTE],
    ['a hold ending later', T0, iso(T0 + 45 * MINUTE), T0 + CHECKOUT_TIMEOUT_MS],
    ['a hold already over', T0, iso(T0 - MINUTE), T0 - MINUTE],
    ['an unreadable hold', T0, 'not a time', T0 + CHECKOUT_TIMEOUT_MS],
  ])('%s', (_, startedAt, holdExpiresAt, deadline) => {
    expect(checkoutDeadline(startedAt, holdExpiresAt)).toBe(deadline);
  });

  it('is 30 minutes, as spec 2 §9 says', () => {
    expect(CHECKOUT_TIMEOUT_MS).toBe(1_800_000);
  });
});

describe('isAttemptOpen', () => {
  it.each([
    ['a booking on arrival, its hold still on', attempt(), 'arrival', T0 + 14 * MINUTE, true],
    ['a booking on arrival, its hold over', attempt(), 'arrival', T0 + 15 * MINUTE, false],
    ['a booking on arrival, no hold', attempt({ holdExpiresAt: null }), 'arrival', T0 + 60 * MINUTE, true],
    ['a confirmed booking', attempt({ status: 'confirmed' }), 'arrival', T0, false],
    [
      'an order 29 minutes after placing',
      attempt({ holdExpiresAt: null }),
      'placement',
      T0 + 29 * MINUTE,
      true,
    ],
    [
      'an order 30 minutes after placing',
      attempt({ holdExpiresAt: null }),
      'placement',
      T0 + 30 * MINUTE,
      false,
    ],
    ['an order whose hold ended first', attempt(), 'placement', T0 + 20 * MINUTE, false],
  ] as const)('%s: %s', (_, stored, timeoutFrom, now, isOpen) => {
    expect(isAttemptOpen(stored, timeoutFrom, now)).toBe(isOpen);
  });
});

describe('attemptStorage', () => {
  const items = new Map<string, string>();
  const storage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
  beforeEach(() => {
    items.clear();
    vi.stubGlobal('window', { sessionStorage: storage, localStorage: storage });
  });
  afterEach(() => vi.unstubAllGlobals());

  const stored = attemptStorage<CheckoutAttempt>('test.attempt');

  it('reads back what it wrote, and nothing once cleared', () => {
    stored.write(attempt());
    expect(stored.read(T0)).toEqual(attempt());
    stored.clear();
    expect(stored.read(T0)).toBeNull();
  });

  it('reads a booking stored before the page kept its unit and its time: no unit, made now', () => {
    const { unitId: _unit, placedAt: _placed, ...older } = attempt();
    items.set('test.attempt', JSON.stringify(older));
    expect(stored.read(T0 + MINUTE)).toEqual({ ...attempt(), unitId: null, placedAt: T0 + MINUTE });
  });

  it('reads nothing of a value without a booking id or an invoice number', () => {
    items.set('test.attempt', JSON.stringify({ orderId: 7, invoiceNumber: 'FNB-1' }));
    expect(stored.read(T0)).toBeNull();
    items.set('test.attempt', JSON.stringify({ bookingId: 7 }));
    expect(stored.read(T0)).toBeNull();
  });
});
