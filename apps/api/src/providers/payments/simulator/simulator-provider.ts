import { randomBytes, randomUUID } from 'node:crypto';
import { buildPath } from '@ruangmain/domain/contracts/endpoint';
import {
  simulatorPaymentPageEndpoint,
  simulatorQrisPageEndpoint,
  simulatorSnapScriptEndpoint,
} from '@ruangmain/domain/contracts/payment-simulator';
import type { Db } from '../../../db/client';
import { findSqlState, SQLSTATE } from '../../../lib/errors';
import { type CreatePaymentInput, type PaymentProvider, PaymentProviderError } from '../payment-provider';
import { toStatusAnswer } from './notification';
import {
  changePendingTransaction,
  expirePendingTransaction,
  findTransactionByOrderId,
  insertTransaction,
  refundPaidTransaction,
} from './transactions';

export type SimulatorOptions = {
  db: Db;
  /** The site's public address: the hosted page lives under it, as Midtrans' does under its own. */
  publicUrl: string;
  serverKey: () => Promise<string>;
  clientKey?: string;
  now?: () => Date;
};

/**
 * The embedded default (PAYMENT_PROVIDER=simulator): a stand-in for Midtrans that keeps its own books
 * in the database, serves a Snap look-alike (routes.ts) and signs what it reports exactly as Midtrans.
 */
export function createSimulatorProvider(options: SimulatorOptions): PaymentProvider {
  const { db } = options;
  const now = options.now ?? (() => new Date());

  async function create(kind: 'snap' | 'qris', input: CreatePaymentInput) {
    checkAmounts(input);
    const createdAt = now();
    try {
      return await insertTransaction(db, {
        order_id: input.orderId,
        token: randomBytes(24).toString('base64url'),
        kind,
        gross_amount: input.grossAmount,
        status: 'pending',
        transaction_id: randomUUID(),
        payment_type: kind === 'qris' ? 'qris' : null,
        items: input.items,
        customer: input.customer,
        finish_url: input.finishUrl,
        expires_at: new Date(createdAt.getTime() + input.expiresInMinutes * 60_000),
        transaction_time: createdAt,
      });
    } catch (error) {
      // Midtrans refuses a second transaction for one order id with 406.
      if (findSqlState(error) === SQLSTATE.uniqueViolation) {
        throw new PaymentProviderError(
          `Payment simulator: transaction_details.order_id ${input.orderId} has already been taken`,
          406,
        );
      }
      throw error;
    }
  }

  return {
    name: 'simulator',
    // Relative on purpose: the SPA loads it from its own origin (the Vite proxy in development), so the
    // popup's frame is same-origin, as the pages' CSP (frame-ancestors 'self') requires.
    snapScriptUrl: simulatorSnapScriptEndpoint.path,
    clientKey: options.clientKey || 'SIM-client-ruangmain',
    serverKey: options.serverKey,

    async createSnapPayment(input) {
      const transaction = await create('snap', input);
      return {
        token: transaction.token,
        redirectUrl: `${options.publicUrl}${buildPath(simulatorPaymentPageEndpoint.path, { token: transaction.token })}`,
      };
    },

    async createQrisPayment(input) {
      const transaction = await create('qris', input);
      return {
        transactionId: transaction.transaction_id,
        // The QR opens the simulator's QRIS page: scanning it with a phone is the simulated payment.
        qrString: `${options.publicUrl}${buildPath(simulatorQrisPageEndpoint.path, { orderId: transaction.order_id })}`,
        qrImageUrl: null,
        expiresAt: transaction.expires_at,
      };
    },

    async getStatus(orderId) {
      const transaction = await findTransactionByOrderId(db, orderId);
      if (!transaction) return null;
      return toStatusAnswer(transaction, await options.serverKey(), now());
    },

    async cancel(orderId) {
      const at = now();
      const cancelled = await changePendingTransaction(db, orderId, { status: 'cancel' }, at);
      // Not cancellable: final already, or due to expire, which is then written down (Midtrans: 412).
      if (!cancelled) await expirePendingTransaction(db, orderId, at);
    },

    async expire(orderId) {
      await expirePendingTransaction(db, orderId, now(), true);
    },

    async refund(orderId, refund) {
      if (!Number.isSafeInteger(refund.amount) || refund.amount < 1) {
        throw new PaymentProviderError(
          'Payment simulator: refund amount must be whole rupiah, at least 1',
          400,
        );
      }
      const refunded = await refundPaidTransaction(db, orderId, refund.amount);
      // Midtrans: 412 when the transaction cannot be refunded (not paid, or more than is left).
      if (!refunded) {
        throw new PaymentProviderError(
          `Payment simulator: order ${orderId} cannot be refunded by that amount`,
          412,
        );
      }
    },
  };
}

/**
 * Midtrans' own checks on amounts (HTTP 400): whole rupiah, at least Rp1 (a free booking never reaches
 * the gateway), and the items add up to the total.
 */
function checkAmounts(input: CreatePaymentInput) {
  const amounts = [input.grossAmount, ...input.items.flatMap((item) => [item.price, item.quantity])];
  if (!amounts.every(Number.isSafeInteger)) {
    throw new PaymentProviderError('Payment simulator: amounts must be whole rupiah', 400);
  }
  if (input.grossAmount < 1) {
    throw new PaymentProviderError(
      'Payment simulator: transaction_details.gross_amount must be at least 1',
      400,
    );
  }
  const sum = input.items.reduce((total, item) => total + item.price * item.quantity, 0);
  if (input.items.length > 0 && sum !== input.grossAmount) {
    throw new PaymentProviderError(
      `Payment simulator: transaction_details.gross_amount (${input.grossAmount}) is not equal to the sum of item_details (${sum})`,
      400,
    );
  }
}
