import type { BookingDetail } from '@ruangmain/domain/contracts/bookings';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useCancelBooking } from '@/features/history/api/cancel-booking';
import { getServerMessage } from '@/lib/api-client';
import { useHistoryTranslation } from '@/lib/i18n-history';
import { toast } from '@/lib/toast';

/** Cancel an unpaid hold (spec 2 §7 cancel/{id}), after a confirmation; the list is refetched. */
export default function CancelDialog({ booking, onClose }: { booking: BookingDetail; onClose: () => void }) {
  const { t } = useHistoryTranslation();
  const cancel = useCancelBooking();
  const onConfirm = async () => {
    try {
      const answer = await cancel.mutateAsync({ bookingId: booking.id, unitId: booking.unit_id });
      toast.success(answer.message || t('cancel.success'));
      onClose();
    } catch (error) {
      toast.error(getServerMessage(error, t('errors.cancel')));
    }
  };
  return (
    <Dialog
      open
      onClose={onClose}
      size="sm"
      title={t('cancel.title')}
      description={t('cancel.text')}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('cancel.keep')}
          </Button>
          <Button variant="danger" isLoading={cancel.isPending} onClick={() => void onConfirm()}>
            {t('cancel.confirm')}
          </Button>
        </>
      }
    />
  );
}
