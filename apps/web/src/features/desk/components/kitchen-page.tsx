import type { FnbOrder } from '@ruangmain/domain/contracts/kitchen';
import { KITCHEN_COLUMNS, KITCHEN_FORWARD } from '@ruangmain/domain/desk-kitchen';
import { clsx } from 'clsx';
import { BellRing, Clock } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { QueryView } from '@/components/query-view';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useKitchenOrders, useMoveKitchenOrder } from '@/features/desk/api/kitchen';
import { KitchenMenuPanel } from '@/features/desk/components/kitchen-menu-panel';
import { KitchenOverdue } from '@/features/desk/components/kitchen-overdue';
import { KitchenOrderCard, KitchenSection } from '@/features/desk/components/kitchen-section';
import { PageFrame } from '@/features/desk/components/page-frame';
import { useNewOrders } from '@/features/desk/hooks/use-new-orders';
import { getServerMessage } from '@/lib/api-client';
import { useDeskTranslation } from '@/lib/i18n-desk';
import { toast } from '@/lib/toast';

type Column = (typeof KITCHEN_COLUMNS)[number];

/** An order just moved on, and the column it went to: its card there takes the focus (issue 30). */
type Followed = { orderId: number; state: FnbOrder['state'] };

/**
 * The kitchen (/admin/kitchen): paid food orders and the food of sessions, new → preparing → served,
 * with where it goes, what, the notes and the minutes waiting; an order that arrives is announced.
 */
export function KitchenPage() {
  const { t } = useDeskTranslation();
  const query = useKitchenOrders();
  const orders = query.data?.data;
  const arrived = useNewOrders(orders);
  const [dismissed, setDismissed] = useState(0);
  const announced = arrived.slice(0, arrived.length - dismissed);
  const [followed, setFollowed] = useState<Followed | null>(null);

  return (
    <PageFrame title={t('kitchen.title')} text={t('kitchen.text')}>
      <div className="flex justify-end">
        <KitchenMenuPanel />
      </div>
      {announced.length > 0 && (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-xl border border-accent bg-accent/15 px-4 py-3"
          data-testid="kitchen-announcement"
        >
          <BellRing aria-hidden className="size-5 shrink-0 text-accent-text motion-safe:animate-bounce" />
          <p className="min-w-0 flex-1 font-semibold">
            {t('kitchen.arrived', {
              count: announced.length,
              seating: announced.map((order) => order.seating.label).join(', '),
            })}
          </p>
          <Button size="sm" variant="outline" onClick={() => setDismissed(arrived.length)}>
            {t('kitchen.seen')}
          </Button>
        </div>
      )}
      <QueryView
        query={query}
        skeleton={<Skeleton className="h-80 w-full rounded-xl" />}
        errorMessage={(error) => getServerMessage(error, t('kitchen.loadError'))}
        retryLabel={t('board.retry')}
      >
        {(answer) => (
          <>
            <KitchenOverdue orders={answer.data.filter((order) => order.is_overdue)} />
            <div className="grid gap-4 md:grid-cols-3">
              {KITCHEN_COLUMNS.map((state) => (
                <KitchenColumn
                  key={state}
                  state={state}
                  orders={answer.data.filter((order) => order.state === state && !order.is_overdue)}
                  followed={followed}
                  onMoved={setFollowed}
                />
              ))}
            </div>
          </>
        )}
      </QueryView>
    </PageFrame>
  );
}

type FollowProps = { followed: Followed | null; onMoved: (followed: Followed) => void };

function KitchenColumn({
  state,
  orders,
  followed,
  onMoved,
}: { state: Column; orders: FnbOrder[] } & FollowProps) {
  const { t } = useDeskTranslation();
  return (
    <KitchenSection
      title={t(`kitchen.columns.${state}`)}
      count={orders.length}
      testId="kitchen-column"
      state={state}
    >
      {orders.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted">{t('kitchen.none')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {orders.map((order) => (
            <KitchenCard key={order.id} order={order} followed={followed} onMoved={onMoved} />
          ))}
        </ul>
      )}
    </KitchenSection>
  );
}

function KitchenCard({ order, followed, onMoved }: { order: FnbOrder } & FollowProps) {
  const { t } = useDeskTranslation();
  const next = KITCHEN_FORWARD[order.state];
  const move = useMoveKitchenOrder({
    onSuccess: () => next && onMoved({ orderId: order.id, state: next }),
    onError: (error) => toast.error(getServerMessage(error, t('kitchen.moveError'))),
  });
  // The card moved by its button mounts in its new column: the focus follows it there, to its next
  // step (or the card, once served), not lost to the page's top.
  const card = useRef<HTMLLIElement>(null);
  const isFollowed = followed?.orderId === order.id && followed.state === order.state;
  useEffect(() => {
    if (!isFollowed) return;
    const element = card.current;
    (element?.querySelector('button') ?? element)?.focus();
  }, [isFollowed]);
  const isLate = order.state !== 'served' && order.minutes_waiting >= 15;
  return (
    <KitchenOrderCard
      ref={card}
      order={order}
      badge={
        order.state !== 'served' && (
          <span
            className={clsx(
              'flex shrink-0 items-center gap-1 rounded-md px-1.5 py-0.5 text-xs font-semibold tabular-nums',
              isLate ? 'bg-danger/15 text-danger' : 'bg-line/60 text-fg',
            )}
          >
            <Clock aria-hidden className="size-3.5" />
            {t('kitchen.waiting', { minutes: order.minutes_waiting })}
          </span>
        )
      }
    >
      {order.notes && <p className="rounded-lg bg-accent/10 px-2 py-1 text-xs break-words">{order.notes}</p>}
      {next && (
        <Button
          size="sm"
          className="self-start"
          variant={next === 'served' ? 'primary' : 'outline'}
          isLoading={move.isPending}
          onClick={() => move.mutate({ orderId: order.id, status: next })}
        >
          {t(`kitchen.to.${next}`)}
        </Button>
      )}
    </KitchenOrderCard>
  );
}
