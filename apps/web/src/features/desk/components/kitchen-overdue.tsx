import type { FnbOrder } from '@ruangmain/domain/contracts/kitchen';
import { formatRupiah } from '@ruangmain/domain/money';
import { AlertTriangle } from 'lucide-react';
import { useState } from 'react';
import { TextInput } from '@/components/form/text-input';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useRefundBooking } from '@/features/desk/api/booking-actions';
import { useMoveKitchenOrder } from '@/features/desk/api/kitchen';
import { KitchenOrderCard, KitchenSection } from '@/features/desk/components/kitchen-section';
import { useIsAdmin } from '@/features/desk/hooks/use-is-admin';
import { getServerMessage } from '@/lib/api-client';
import { useDeskTranslation } from '@/lib/i18n-desk';
import { toast } from '@/lib/toast';
import { getVenueDateTime } from '@/lib/venue-clock';

type Ending = 'close' | 'cancel';

/**
 * Orders of an earlier day nobody served (issue 29), above the day's columns: each can be served,
 * closed as handed over with a reason, or cancelled with a reason (a paid food order refunded by an
 * admin through the desk's refund). The board's "Food orders open" counts them with the columns.
 */
export function KitchenOverdue({ orders }: { orders: FnbOrder[] }) {
  const { t } = useDeskTranslation();
  if (orders.length === 0) return null;
  return (
    <KitchenSection
      title={t('kitchen.overdue.title')}
      count={orders.length}
      icon={<AlertTriangle aria-hidden className="size-4" />}
      isAlarming
      testId="kitchen-overdue"
    >
      <p className="text-sm text-muted">{t('kitchen.overdue.text')}</p>
      <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
        {orders.map((order) => (
          <OverdueCard key={order.id} order={order} />
        ))}
      </ul>
    </KitchenSection>
  );
}

function OverdueCard({ order }: { order: FnbOrder }) {
  const { t } = useDeskTranslation();
  const [ending, setEnding] = useState<Ending | null>(null);
  const move = useMoveKitchenOrder({
    onSuccess: () => toast.success(t('kitchen.overdue.served')),
    onError: (error) => toast.error(getServerMessage(error, t('kitchen.moveError'))),
  });
  const due = getVenueDateTime(new Date(order.due_at));
  return (
    <KitchenOrderCard
      order={order}
      isOverdue
      note={
        <p className="mt-1 text-xs font-semibold text-danger">
          {t('kitchen.overdue.due', { date: due.slice(0, 10), time: due.slice(11) })}
        </p>
      }
    >
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          isLoading={move.isPending}
          onClick={() => move.mutate({ orderId: order.id, status: 'served' })}
        >
          {t('kitchen.to.served')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => setEnding('close')}>
          {t('kitchen.overdue.close')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setEnding('cancel')}>
          {t('kitchen.overdue.cancel')}
        </Button>
      </div>
      {ending && <EndOrderDialog order={order} ending={ending} onClose={() => setEnding(null)} />}
    </KitchenOrderCard>
  );
}

/**
 * Close (served, not told) or cancel with a reason. A cancelled paid food order is refunded in full when
 * an admin leaves the box ticked: the desk's own refund, with its Idempotency-Key (record 0035).
 */
function EndOrderDialog({
  order,
  ending,
  onClose,
}: {
  order: FnbOrder;
  ending: Ending;
  onClose: () => void;
}) {
  const { t } = useDeskTranslation();
  const isAdmin = useIsAdmin();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const canRefund = ending === 'cancel' && order.refundable_amount > 0;
  const [refunds, setRefunds] = useState(canRefund && isAdmin);
  const refund = useRefundBooking({
    onSuccess: () =>
      toast.success(t('kitchen.overdue.refunded', { amount: formatRupiah(order.refundable_amount) })),
    onError: (failure) => toast.error(getServerMessage(failure, t('kitchen.overdue.refundError'))),
    onSettled: onClose,
  });
  const move = useMoveKitchenOrder({
    onSuccess: () => {
      toast.success(t(ending === 'close' ? 'kitchen.overdue.closed' : 'kitchen.overdue.cancelled'));
      if (refunds)
        refund.mutate({ bookingId: order.id, amount: order.refundable_amount, reason: reason.trim() });
      else onClose();
    },
    onError: (failure) => setError(getServerMessage(failure, t('kitchen.moveError'))),
  });
  const title = t(ending === 'close' ? 'kitchen.overdue.closeTitle' : 'kitchen.overdue.cancelTitle', {
    invoice: order.invoice_number,
  });
  const onSubmit = () => {
    if (!reason.trim()) {
      setError(t('kitchen.overdue.reasonRequired'));
      return;
    }
    move.mutate({
      orderId: order.id,
      status: ending === 'close' ? 'served' : 'cancelled',
      reason: reason.trim(),
    });
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('kitchen.overdue.back')}
          </Button>
          <Button
            variant={ending === 'cancel' ? 'danger' : 'primary'}
            isLoading={move.isPending || refund.isPending}
            onClick={onSubmit}
          >
            {t(ending === 'close' ? 'kitchen.overdue.closeSubmit' : 'kitchen.overdue.cancelSubmit')}
          </Button>
        </>
      }
    >
      <form
        noValidate
        className="flex flex-col gap-3 px-5 py-4 sm:px-6"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <p className="text-sm text-muted">
          {t(ending === 'close' ? 'kitchen.overdue.closeText' : 'kitchen.overdue.cancelText')}
        </p>
        <TextInput
          label={t('kitchen.overdue.reason')}
          value={reason}
          maxLength={200}
          error={error}
          onChange={(event) => {
            setReason(event.target.value);
            setError(undefined);
          }}
        />
        {canRefund &&
          (isAdmin ? (
            <label className="flex items-center gap-2 text-sm font-medium">
              <input
                type="checkbox"
                checked={refunds}
                onChange={(event) => setRefunds(event.target.checked)}
                className="size-4 accent-(--color-primary)"
              />
              {t('kitchen.overdue.refund', { amount: formatRupiah(order.refundable_amount) })}
            </label>
          ) : (
            <p className="text-sm">
              {t('kitchen.overdue.refundByAdmin', { amount: formatRupiah(order.refundable_amount) })}
            </p>
          ))}
      </form>
    </Dialog>
  );
}
