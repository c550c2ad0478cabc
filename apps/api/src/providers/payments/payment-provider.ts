/**
 * One interface for the payment gateway (../shared/DESIGN.md "External services"): Midtrans in production,
 * the built-in simulator by default. Amounts are whole rupiah.
 */

/** Midtrans' transaction_status values (https://docs.midtrans.com, "Transaction Status"). */
export type TransactionStatus =
  | 'pending'
  | 'settlement'
  | 'capture'
  | 'deny'
  | 'cancel'
  | 'expire'
  | 'failure'
  | 'refund'
  | 'partial_refund'
  | 'authorize';

export type PaymentItem = { id: string; name: string; price: number; quantity: number };

export type CreatePaymentInput = {
  orderId: string;
  /** Whole rupiah; equals the sum of price × quantity over items. */
  grossAmount: number;
  /** The booking hold: the provider's payment expires when the hold does. */
  expiresInMinutes: number;
  customer: { name: string; phone: string; email?: string | null };
  items: PaymentItem[];
  /** Where the hosted payment page sends the browser when it is done (redirect flows). */
  finishUrl: string;
};

/** A Snap transaction: the popup token and the hosted page for redirect flows. */
export type SnapPayment = { token: string; redirectUrl: string };

/** A QRIS charge (Core API) for the counter: the string to render as a QR code. */
export type QrisPayment = {
  transactionId: string;
  qrString: string;
  /** An image of the QR code, where the provider hosts one. */
  qrImageUrl: string | null;
  expiresAt: Date | null;
};

/**
 * A notification as Midtrans posts it to the webhook, and as its status API answers: every amount
 * and code is a string ('200', '150000.00').
 */
export type PaymentNotification = {
  transaction_time: string;
  transaction_status: TransactionStatus;
  transaction_id: string;
  status_message: string;
  status_code: string;
  signature_key: string;
  payment_type: string;
  order_id: string;
  merchant_id?: string;
  gross_amount: string;
  fraud_status?: 'accept' | 'deny' | 'challenge';
  currency?: string;
  settlement_time?: string;
  expiry_time?: string;
  /** A refunded order: all refunded so far ('12000.00'), and each refund (provider-refunds.ts). */
  refund_amount?: string;
  refunds?: unknown;
};

/**
 * Snap's browser paths under a Snap base URL: Midtrans' own host (midtrans.ts) or the simulator's,
 * whose declarations (packages/domain/src/contracts/payment-simulator.ts) put Snap's script and hosted
 * page (`/snap/v2/vtweb/{token}`) under `/payments/simulator`, so moving from one to the other changes
 * only the base.
 */
export const SNAP_PATHS = {
  script: '/snap/snap.js',
} as const;

export interface PaymentProvider {
  readonly name: 'midtrans' | 'simulator';
  /** The snap.js the browser loads, and the client key it is loaded with. */
  readonly snapScriptUrl: string;
  readonly clientKey: string;
  /** The key notifications are signed with: SHA512(order_id + status_code + gross_amount + key). */
  serverKey(): Promise<string>;
  createSnapPayment(input: CreatePaymentInput): Promise<SnapPayment>;
  createQrisPayment(input: CreatePaymentInput): Promise<QrisPayment>;
  /** The provider's view of an order, or null when it has never heard of it. */
  getStatus(orderId: string): Promise<PaymentNotification | null>;
  /** Cancel or expire an unpaid order; an order that is already final is left as it is. */
  cancel(orderId: string): Promise<void>;
  expire(orderId: string): Promise<void>;
  /**
   * Gives back part or all of a paid order (Midtrans' refund API). `refundKey` makes a retry of the
   * same refund harmless. Throws PaymentProviderError when the provider refuses (not paid, too much).
   */
  refund(orderId: string, refund: RefundInput): Promise<void>;
}

export type RefundInput = { amount: number; reason: string; refundKey: string };

export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}
