import type { Db } from '../../../db/client';
import type { TransactionStatus } from '../payment-provider';
import {
  changePendingTransaction,
  expirePendingTransaction,
  findTransactionByToken,
  type PendingChange,
  type SimulatorTransaction,
} from './transactions';

export type PageAction = 'pay' | 'pending' | 'fail';
export type SimulatedPaymentType = 'qris' | 'bank_transfer';

// Pay settles, Pay later stays pending with the method chosen, Fail is a denial by the bank.
const OUTCOMES: Record<PageAction, TransactionStatus> = {
  pay: 'settlement',
  pending: 'pending',
  fail: 'deny',
};

export type PageActionResult = {
  transaction: SimulatorTransaction;
  /** Whether Midtrans would notify the merchant about this step. */
  shouldNotify: boolean;
};

/**
 * A button pressed on the hosted page. A pending transaction moves on; one past its expiry becomes
 * 'expire' instead (and is notified as such); a final one is only reported. Undefined: unknown token.
 */
export async function recordPageAction(options: {
  db: Db;
  token: string;
  action: PageAction;
  paymentType: SimulatedPaymentType;
  now: Date;
}): Promise<PageActionResult | undefined> {
  const { db, token, action, now } = options;
  const found = await findTransactionByToken(db, token);
  if (!found) return undefined;

  if (found.status === 'pending' && found.expires_at <= now) {
    const expired = await expirePendingTransaction(db, found.order_id, now);
    return expired ? { transaction: expired, shouldNotify: true } : reportAsItStands(db, found);
  }

  const status = OUTCOMES[action];
  const change: PendingChange = {
    status,
    // A QRIS charge is paid by QRIS whatever the page says.
    payment_type: found.kind === 'qris' ? 'qris' : options.paymentType,
    ...(status === 'settlement' ? { settled_at: now } : {}),
  };
  const changed = await changePendingTransaction(db, found.order_id, change, now);
  return changed ? { transaction: changed, shouldNotify: true } : reportAsItStands(db, found);
}

/** Final already (or finished by another process meanwhile): answer its state, notify nothing. */
async function reportAsItStands(db: Db, found: SimulatorTransaction): Promise<PageActionResult> {
  const latest = (await findTransactionByToken(db, found.token)) ?? found;
  return { transaction: latest, shouldNotify: false };
}
