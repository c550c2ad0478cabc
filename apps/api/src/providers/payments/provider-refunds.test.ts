import { describe, expect, it } from 'vitest';
import type { PaymentNotification } from './payment-provider';
import { readReportedRefunds } from './provider-refunds';

const ORDER = 'BOOK-20261120-ABC123-1';

const answer = (fields: Partial<PaymentNotification>): PaymentNotification => ({
  transaction_time: '2026-11-20 10:00:00',
  transaction_status: 'partial_refund',
  transaction_id: 'tx-1',
  status_message: 'Success, transaction is found',
  status_code: '200',
  signature_key: 'signed',
  payment_type: 'qris',
  order_id: ORDER,
  gross_amount: '100000.00',
  ...fields,
});

describe('readReportedRefunds (the refunds a Midtrans status answer lists)', () => {
  it('reads each listed refund: amount, Jakarta time, reason, a key scoped to the order', () => {
    const reported = readReportedRefunds(
      answer({
        refund_amount: '30000.00',
        refunds: [
          {
            refund_chargeback_id: 1,
            refund_amount: '10000.00',
            created_at: '2026-11-20 23:30:00',
            reason: ' Customer asked ',
            refund_key: `${ORDER}-refund-1`,
            bank_confirmed_at: '2026-11-21 08:00:00',
          },
          { refund_chargeback_id: 2, refund_amount: '20000.00', created_at: '2026-11-21 09:00:00' },
          { refund_chargeback_id: 3, refund_amount: 5000, refund_key: 'midtrans-made' },
          // Listed twice: one refund.
          { refund_chargeback_id: 2, refund_amount: '20000.00', created_at: '2026-11-21 09:00:00' },
        ],
      }),
      100000,
    );
    expect(reported).toEqual({
      kind: 'listed',
      refunds: [
        // The desk's own key stays as the desk sent it.
        {
          key: `${ORDER}-refund-1`,
          amount: 10000,
          at: new Date('2026-11-20T16:30:00Z'),
          reason: 'Customer asked',
        },
        { key: `${ORDER}-chargeback-2`, amount: 20000, at: new Date('2026-11-21T02:00:00Z'), reason: null },
        { key: `${ORDER}-midtrans-made`, amount: 5000, at: null, reason: null },
      ],
    });
  });

  it.each<[string, unknown]>([
    ['an amount with cents', [{ refund_chargeback_id: 1, refund_amount: '10.50' }]],
    ['a zero amount', [{ refund_chargeback_id: 1, refund_amount: '0.00' }]],
    ['an amount in exponent form', [{ refund_chargeback_id: 1, refund_amount: '1e4' }]],
    ['no key and no chargeback id', [{ refund_amount: '1000.00' }]],
    ['an entry that is not an object', ['1000.00']],
    ['a list that is not a list', { refund_amount: '1000.00' }],
  ])('finds %s unreadable, so nothing is guessed', (_label, refunds) => {
    expect(readReportedRefunds(answer({ refund_amount: '1000.00', refunds }), 100000)).toEqual({
      kind: 'unreadable',
    });
  });

  it('falls back to the total where no refund is listed: all of it for a full refund', () => {
    expect(readReportedRefunds(answer({ refund_amount: '25000.00' }), 100000)).toEqual({
      kind: 'total',
      total: 25000,
    });
    expect(readReportedRefunds(answer({ transaction_status: 'refund', refunds: [] }), 100000)).toEqual({
      kind: 'total',
      total: 100000,
    });
    expect(readReportedRefunds(answer({}), 100000)).toEqual({ kind: 'unreadable' });
  });
});
