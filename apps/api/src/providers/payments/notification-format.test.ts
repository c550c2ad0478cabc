import { ORDER_ID_PATTERN } from '@ruangmain/domain/contracts/payments';
import { describe, expect, it } from 'vitest';
import { isStatusCodeConsistent, parseGrossAmount } from './notification-format';

describe('parseGrossAmount', () => {
  it.each([
    ['150000.00', 150_000],
    ['1.00', 1],
    ['0.00', 0],
    ['10.00', 10],
    ['100000.00', 100_000],
    ['999999999999999.00', 999_999_999_999_999],
  ])('reads %s as %i rupiah', (text, rupiah) => {
    expect(parseGrossAmount(text)).toBe(rupiah);
  });

  it.each([
    ['a leading zero', '027000.00'],
    ['several leading zeros', '00027000.00'],
    ['a zero written twice', '00.00'],
    ['a leading zero before one digit', '01.00'],
    ['no digits before the dot', '.00'],
    ['sixteen digits', '1000000000000000.00'],
    ['an exponent', '27e3'],
    ['hexadecimal', '0x6978'],
    ['cents', '27000.49'],
    ['half a rupiah that would round up', '26999.50'],
    ['no decimals', '27000'],
    ['one decimal', '27000.0'],
    ['three decimals', '27000.000'],
    ['a sign', '+27000.00'],
    ['a negative amount', '-27000.00'],
    ['spaces', ' 27000.00'],
    ['a trailing newline', '27000.00\n'],
    ['thousands separators', '27,000.00'],
    ['a decimal comma', '27000,00'],
    ['Infinity', 'Infinity'],
    ['an empty string', ''],
    ['more digits than a safe integer holds', '9007199254740993.00'],
    ['full-width digits', '２７０００.00'],
    ['a number instead of a string', 27000],
  ])('refuses %s', (_case, text) => {
    expect(parseGrossAmount(text)).toBeNull();
  });
});

describe('isStatusCodeConsistent (Midtrans "Code statuses")', () => {
  it.each([
    ['settlement', '200'],
    ['capture', '200', 'accept'],
    ['capture', '201', 'challenge'],
    ['capture', '202', 'deny'],
    ['pending', '201'],
    ['deny', '202'],
    ['deny', '200'],
    ['cancel', '200'],
    ['cancel', '202'],
    ['expire', '202'],
    ['expire', '407'],
    ['failure', '202'],
    ['refund', '200'],
    ['partial_refund', '200'],
  ])('accepts %s with %s (fraud status %s)', (status, code, fraud?: string) => {
    expect(
      isStatusCodeConsistent({ transaction_status: status, status_code: code, fraud_status: fraud } as never),
    ).toBe(true);
  });

  it.each([
    // A signed expire, cancel or denial turned into a payment.
    ['settlement', '202'],
    ['settlement', '407'],
    ['settlement', '201'],
    ['capture', '202', 'accept'],
    ['capture', '201', 'accept'],
    ['capture', '200', 'challenge'],
    ['refund', '202'],
    ['pending', '200'],
    ['expire', '200'],
    ['failure', '200'],
    // Statuses Midtrans does not have.
    ['paid', '200'],
    ['toString', '200'],
    ['__proto__', '200'],
    ['', '200'],
  ])('refuses %s with %s (fraud status %s)', (status, code, fraud?: string) => {
    expect(
      isStatusCodeConsistent({ transaction_status: status, status_code: code, fraud_status: fraud } as never),
    ).toBe(false);
  });
});

describe('ORDER_ID_PATTERN', () => {
  it.each(['BOOK-20261122-7Q2XKD-1', 'RM-B42.1_a~b'])('accepts %s', (orderId) => {
    expect(ORDER_ID_PATTERN.test(orderId)).toBe(true);
  });

  it.each(['', 'a\u0000b', 'a/b', 'a b', 'x'.repeat(65), 'BOOK-1\n'])('refuses %j', (orderId) => {
    expect(ORDER_ID_PATTERN.test(orderId)).toBe(false);
  });
});
