import type { BookRoomResponse } from '@ruangmain/domain/contracts/bookings';
import { formatRupiah } from '@ruangmain/domain/money';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useDeskBooking } from '@/features/desk/api/booking-actions';
import { PaymentQr } from '@/features/desk/components/payment-qr';
import { useDeskTranslation } from '@/lib/i18n-desk';

const PAYMENT_POLL_MS = 1_500;

/** A QRIS walk-in: its code and amount until the payment confirms the booking. */
export function WalkInPayment({
  booked,
  title,
  onClose,
}: {
  booked: BookRoomResponse;
  title: string;
  onClose: () => void;
}) {
  const { t } = useDeskTranslation();
  const booking = useDeskBooking(booked.data.id, PAYMENT_POLL_MS);
  const isPaid = booking.data !== undefined && booking.data.booking.status !== 'pending';
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      description={t('walkIn.qrTitle', { amount: formatRupiah(booked.data.total_price) })}
      closeLabel={t('walkIn.cancel')}
      size="sm"
      footer={
        <Button variant={isPaid ? 'primary' : 'outline'} onClick={onClose}>
          {t('walkIn.cancel')}
        </Button>
      }
    >
      <div className="px-5 py-4 sm:px-6">
        <PaymentQr
          qrString={booked.qr_string ?? ''}
          label={t('walkIn.qrLabel')}
          amount={booked.data.total_price}
          reference={booked.invoice_number}
          isPaid={isPaid}
          paidText={t('walkIn.paid', { invoice: booked.invoice_number })}
          waitingText={t('walkIn.waiting')}
        />
      </div>
    </Dialog>
  );
}
