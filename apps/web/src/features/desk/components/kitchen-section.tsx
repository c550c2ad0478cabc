import type { FnbOrder } from '@ruangmain/domain/contracts/kitchen';
import { clsx } from 'clsx';
import type { ReactNode, Ref } from 'react';

/**
 * A group of the kitchen's orders (a column, or the overdue ones of earlier days): its title with
 * how many, and its cards. `isAlarming` paints it red (issue 29's overdue section).
 */
export function KitchenSection({
  title,
  count,
  icon,
  isAlarming = false,
  testId,
  state,
  children,
}: {
  title: string;
  count: number;
  icon?: ReactNode;
  isAlarming?: boolean;
  testId: string;
  state?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={title}
      className={clsx(
        'flex min-w-0 flex-col gap-3 rounded-xl border p-3',
        isAlarming ? 'border-danger/60 bg-danger/5' : 'border-line bg-bg',
      )}
      data-testid={testId}
      data-state={state}
    >
      <h2
        className={clsx(
          'flex items-center gap-2 text-sm font-extrabold tracking-wide uppercase',
          isAlarming ? 'text-danger' : 'justify-between',
        )}
      >
        {icon}
        {title}
        <span
          className={clsx(
            'rounded-full px-2 py-0.5 text-xs tabular-nums',
            isAlarming ? 'bg-danger/15' : 'bg-line',
          )}
        >
          {count}
        </span>
      </h2>
      {children}
    </section>
  );
}

/**
 * One order's card: where it goes, who and its invoice, what was ordered; `note` stands under the
 * invoice, `badge` beside it, `children` (the order's notes and buttons) under the items.
 */
export function KitchenOrderCard({
  ref,
  order,
  isOverdue = false,
  note,
  badge,
  children,
}: {
  /** The card, for the focus to follow an order moved on (kitchen-page.tsx). */
  ref?: Ref<HTMLLIElement>;
  order: FnbOrder;
  isOverdue?: boolean;
  note?: ReactNode;
  badge?: ReactNode;
  children: ReactNode;
}) {
  return (
    <li
      ref={ref}
      // Focusable by script only: the focus lands on a served card, which has no button left.
      tabIndex={-1}
      className="flex min-w-0 flex-col gap-2 rounded-xl border border-line bg-surface p-3 shadow-sm"
      data-testid="kitchen-order"
      data-invoice={order.invoice_number}
      data-overdue={isOverdue ? 'true' : undefined}
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-bold break-words">{order.seating.label}</p>
          <p className="text-xs break-words text-muted">
            {order.name} · <span className="font-mono">{order.invoice_number}</span>
          </p>
          {note}
        </div>
        {badge}
      </div>
      <ul className="text-sm">
        {order.items.map((item) => (
          <li key={item.fnb_id} className="flex gap-2">
            <span className="font-bold tabular-nums">{item.quantity}×</span>
            <span className="min-w-0 break-words">{item.name}</span>
          </li>
        ))}
      </ul>
      {children}
    </li>
  );
}
