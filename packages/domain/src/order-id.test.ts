import { describe, expect, it } from 'vitest';
import { paymentOrderId } from './invoice';
import { invoiceOfOrderId } from './order-id';

describe('invoiceOfOrderId', () => {
  it.each([
    ['BOOK-20261122-7Q2XKD-1', 'BOOK-20261122-7Q2XKD'],
    ['BOOK-20261122-7Q2XKD-12', 'BOOK-20261122-7Q2XKD'],
    ['FNB-20261122-ABC123-1', 'FNB-20261122-ABC123'],
    ['BOOK-20261122-7Q2XKD', null],
    ['BOOK-20261122-7Q2XKD-0', null],
    ['BOOK-20261122-7Q2XKD-1234567', null],
    ['BOOK-20261122-7q2xkd-1', null],
    ['XBOOK-20261122-7Q2XKD-1', null],
    ['BOOK-20261122-7Q2XKD-1\u0000', null],
    ['', null],
    [null, null],
  ])('reads %j as %j', (orderId, invoice) => {
    expect(invoiceOfOrderId(orderId)).toBe(invoice);
  });

  it('gives back the invoice of every attempt the server numbers', () => {
    expect(invoiceOfOrderId(paymentOrderId('FNB-20261231-ZZZZZZ', 3))).toBe('FNB-20261231-ZZZZZZ');
  });
});
