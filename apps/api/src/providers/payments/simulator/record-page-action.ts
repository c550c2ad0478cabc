import type { Db } from '../../../db/client';
import type { TransactionStatus } from '../payment-provider';
import { toNotification } from './notification';
import { queueNotification } from './notification-queue';
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
  /** The notification Midtrans would send about this step, queued for delivery; null when none. */
  notificationId: number | null;
};

/**
 * A button pressed on the hosted page. A pending transaction moves on; one past its expiry becomes
 * 'expire' instead (and is notified as such); a final one is only reported. Undefined: unknown token.
 * The change and its notification are written in one transaction (record 0038): a crash right after
 * leaves the notification due, never a settlement nobody is told about.
 */
export async function recordPageAction(options: {
  db: Db;
  token: string;
  action: PageAction;
  paymentType: SimulatedPaymentType;
  /** The key notifications are signed with (server-key.ts). */
  serverKey: string;
  now: Date;
}): Promise<PageActionResult | undefined> {
  const { db, token, action, serverKey, now } = options;
  const found = await findTransactionByToken(db, token);
  if (!found) return undefined;
  const changeAndNotify = async (change: (tx: Db) => Promise<SimulatorTransaction | undefined>) => {
    const changed = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const row = await change(tx);
      if (!row) return undefined;
      const notificationId = await queueNotification(tx, toNotification(row, serverKey, now));
      return { transaction: row, notificationId };
    });
    return changed ?? reportAsItStands(db, found);
  };

  if (found.status === 'pending' && found.expires_at <= now) {
    return changeAndNotify((tx) => expirePendingTransaction(tx, found.order_id, now));
  }
  const status = OUTCOMES[action];
  const change: PendingChange = {
    status,
    // A QRIS charge is paid by QRIS whatever the page says.
    payment_type: found.kind === 'qris' ? 'qris' : options.paymentType,
    ...(status === 'settlement' ? { settled_at: now } : {}),
  };
  return changeAndNotify((tx) => changePendingTransaction(tx, found.order_id, change, now));
}

/** Final already (or finished by another process meanwhile): answer its state, notify nothing. */
async function reportAsItStands(db: Db, found: SimulatorTransaction): Promise<PageActionResult> {
  const latest = (await findTransactionByToken(db, found.token)) ?? found;
  return { transaction: latest, notificationId: null };
}
