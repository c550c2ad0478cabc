import { formatMidtransTime } from '../midtrans-time';
import type { PaymentNotification, TransactionStatus } from '../payment-provider';
import { notificationSignature } from '../signature';
import { currentStatus, type SimulatorTransaction } from './transactions';

// Midtrans' status_code per transaction_status as its status API answers (docs.midtrans.com "Code
// statuses"; expire answers 407, a cancel 200, a denial 202).
const STATUS_CODES: Record<TransactionStatus, string> = {
  capture: '200',
  settlement: '200',
  authorize: '200',
  cancel: '200',
  refund: '200',
  partial_refund: '200',
  pending: '201',
  deny: '202',
  failure: '202',
  expire: '407',
};

// Notifications differ in one place: an expiry is notified with 202 (Midtrans' expire notification).
const NOTIFICATION_STATUS_CODES: Record<TransactionStatus, string> = { ...STATUS_CODES, expire: '202' };

const MERCHANT_ID = 'RUANGMAIN-SIMULATOR';

/** 150000 → '150000.00', as Midtrans writes gross_amount (and signs it). */
export function formatGrossAmount(rupiah: number): string {
  return `${rupiah}.00`;
}

type UnsignedNotification = Omit<PaymentNotification, 'signature_key'>;

/** How the transaction stands now, in Midtrans' notification shape but not yet signed. */
function describeTransaction(
  transaction: SimulatorTransaction,
  now: Date,
  statusMessage: string,
  statusCodes = STATUS_CODES,
): UnsignedNotification {
  const status = currentStatus(transaction, now);
  return {
    transaction_time: formatMidtransTime(transaction.transaction_time),
    transaction_status: status,
    transaction_id: transaction.transaction_id,
    status_message: statusMessage,
    status_code: statusCodes[status],
    // Before the customer picks a method the simulator reports QRIS, its default.
    payment_type: transaction.payment_type ?? 'qris',
    order_id: transaction.order_id,
    merchant_id: MERCHANT_ID,
    gross_amount: formatGrossAmount(transaction.gross_amount),
    fraud_status: status === 'deny' ? 'deny' : 'accept',
    currency: 'IDR',
    ...(transaction.settled_at ? { settlement_time: formatMidtransTime(transaction.settled_at) } : {}),
    expiry_time: formatMidtransTime(transaction.expires_at),
    // Its books keep the total refunded, not each refund: reported as Midtrans reports the total.
    ...(status === 'refund' || status === 'partial_refund'
      ? { refund_amount: formatGrossAmount(transaction.refunded_amount) }
      : {}),
  };
}

/** The notification Midtrans would post, signed with the server key. */
export function toNotification(
  transaction: SimulatorTransaction,
  serverKey: string,
  now: Date,
): PaymentNotification {
  return sign(
    describeTransaction(transaction, now, 'midtrans payment notification', NOTIFICATION_STATUS_CODES),
    serverKey,
  );
}

/** What Midtrans' status API (GET /v2/{order_id}/status) would answer, signed as it signs it. */
export function toStatusAnswer(
  transaction: SimulatorTransaction,
  serverKey: string,
  now: Date,
): PaymentNotification {
  return sign(describeTransaction(transaction, now, 'Success, transaction is found'), serverKey);
}

function sign(unsigned: UnsignedNotification, serverKey: string): PaymentNotification {
  const { order_id, status_code, gross_amount } = unsigned;
  return {
    ...unsigned,
    signature_key: notificationSignature(order_id, status_code, gross_amount, serverKey),
  };
}

/** What Snap hands to the page's onSuccess/onPending/onError: the notification without signature. */
export type SnapResult = Pick<
  PaymentNotification,
  | 'status_code'
  | 'status_message'
  | 'transaction_id'
  | 'order_id'
  | 'gross_amount'
  | 'payment_type'
  | 'transaction_time'
  | 'transaction_status'
  | 'fraud_status'
> & { finish_redirect_url: string };

const SNAP_MESSAGES: Partial<Record<TransactionStatus, string>> = {
  settlement: 'Success, transaction is found',
  pending: 'Transaction is being processed',
  deny: 'Transaction is denied',
  expire: 'Transaction has expired',
  cancel: 'Transaction is cancelled',
};

export function toSnapResult(transaction: SimulatorTransaction, now: Date): SnapResult {
  const notification = describeTransaction(transaction, now, '');
  const status = notification.transaction_status;
  return {
    status_code: notification.status_code,
    status_message: SNAP_MESSAGES[status] ?? `Transaction status is ${status}`,
    transaction_id: notification.transaction_id,
    order_id: notification.order_id,
    gross_amount: notification.gross_amount,
    payment_type: notification.payment_type,
    transaction_time: notification.transaction_time,
    transaction_status: status,
    fraud_status: notification.fraud_status,
    finish_redirect_url: finishRedirectUrl(transaction.finish_url, notification),
  };
}

/** Where Midtrans sends a full-screen (redirect) payment when it is done. */
export function finishRedirectUrl(
  finishUrl: string,
  state: Pick<PaymentNotification, 'order_id' | 'status_code' | 'transaction_status'>,
): string {
  // A relative finish URL ('/booking-success') stays relative: the browser resolves it on the site.
  const base = 'http://relative.invalid';
  const url = new URL(finishUrl, base);
  url.searchParams.set('order_id', state.order_id);
  url.searchParams.set('status_code', state.status_code);
  url.searchParams.set('transaction_status', state.transaction_status);
  return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : url.toString();
}
