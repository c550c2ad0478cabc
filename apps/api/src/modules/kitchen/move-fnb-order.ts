import {
  canMoveKitchenOrder,
  FOOD_ORDER_EVENT_BY_KITCHEN_TARGET,
  isOverdue,
  type KitchenTarget,
  kitchenStateOf,
  kitchenStatesBefore,
  OVERDUE_FOOD_ORDER_SERVED_EVENT,
} from '@ruangmain/domain/desk-kitchen';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { apiText } from '../../texts/local-text';
import { type AuditActor, recordAudit } from '../audit/record-audit';
import { changeBooking, transitionBooking } from '../booking-lifecycle/lifecycle';
import { loadDeskBooking, refuse } from '../desk/desk-booking';
import { hasFood, kitchenStateSql } from '../desk/open-food-orders';
import { noticeFoodReady } from '../notices/booking-notices';
import { type KitchenOrder, selectKitchenRows, toKitchenOrders } from './kitchen-orders';

type KitchenBooking = Awaited<ReturnType<typeof loadDeskBooking>>;

/** When the kitchen should have started on it (kitchen-orders.ts dueAtSql). */
const dueAtOf = (row: KitchenBooking): Date =>
  (row.booking_type === 'room' ? row.start_at : row.paid_at) ?? row.created_at;

const stateOf = (row: KitchenBooking) =>
  kitchenStateOf({ status: row.status, kitchenStatus: row.kitchen_status });

/**
 * POST /api/admin/fnb-orders/{id}/status: the kitchen moves paid food along, new → preparing → served,
 * or cancels it before it is served; only forward (409 otherwise). A food order's own status moves with
 * it; a room booking keeps its status. An overdue order (due before the business day opened, issue 29)
 * may also be closed as served straight from new, with a reason, the customer not told. One guarded
 * update and its audit row in one transaction, so of two screens moving the same order at once one
 * wins and the other is told where the order is now.
 * The update bumps the board's version (record 0022), so every open board and kitchen screen refreshes.
 */
export async function moveFnbOrder(
  db: Db,
  input: {
    id: number;
    status: KitchenTarget;
    reason?: string | undefined;
    actor: AuditActor;
    now: Date;
    dayOpensAt: Date;
  },
): Promise<KitchenOrder> {
  const before = await loadDeskBooking(db, input.id);
  const withFood = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.id, input.id), hasFood));
  if (before.booking_type === 'block' || withFood.length === 0) throw refuse(apiText('kitchen.notFood'));
  if (!before.paid_at) throw refuse(apiText('kitchen.notPaid'));
  const from = stateOf(before);
  // Food of an earlier day nobody served (issue 29) may be closed as served straight from new.
  const overdue = isOverdue({ state: from, dueAt: dueAtOf(before), dayOpensAt: input.dayOpensAt });
  if (!canMoveKitchenOrder(from, input.status, overdue))
    throw refuse(apiText('kitchen.moved', { from, to: input.status }));
  const closes = overdue && input.status === 'served';

  const isFoodOrder = before.booking_type === 'fnb';
  const cancels = input.status === 'cancelled';
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const kitchen = { kitchen_status: input.status, kitchen_updated_at: input.now };
    const guard = and(
      isNotNull(bookings.paid_at),
      inArray(kitchenStateSql, kitchenStatesBefore(input.status, overdue)),
    );
    // A food order's status moves with its food, by the lifecycle's event; a room booking's stays.
    const after = isFoodOrder
      ? await transitionBooking(tx, input.id, {
          event: closes ? OVERDUE_FOOD_ORDER_SERVED_EVENT : FOOD_ORDER_EVENT_BY_KITCHEN_TARGET[input.status],
          set: {
            ...kitchen,
            ...(cancels ? { cancelled_at: input.now, cancel_reason: input.reason ?? null } : {}),
          },
          guard,
          now: input.now,
        })
      : await changeBooking(tx, input.id, { set: kitchen, guard, now: input.now });
    if (!after) {
      const now = await loadDeskBooking(tx, input.id);
      throw refuse(apiText('kitchen.moved', { from: stateOf(now), to: input.status }));
    }
    await recordAudit(tx, {
      actor: input.actor,
      action: 'fnb_order.status',
      subject: { type: 'fnb_order', id: after.id, label: after.invoice_number },
      before: { kitchen_status: from, status: before.status },
      after: {
        kitchen_status: input.status,
        status: after.status,
        ...(closes ? { closed: true } : {}),
        ...(input.reason ? { reason: input.reason } : {}),
      },
    });
    // A closed order is yesterday's: nobody is waiting for a "food ready" notice.
    if (input.status === 'served' && !closes) await noticeFoodReady(tx, after.id);
  });
  const rows = await selectKitchenRows(db, eq(bookings.id, input.id));
  const [order] = await toKitchenOrders(db, rows, input);
  if (!order) throw refuse(apiText('kitchen.notFood'));
  return order;
}
