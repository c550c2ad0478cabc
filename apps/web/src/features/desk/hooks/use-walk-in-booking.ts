import type { BookRoomResponse } from '@ruangmain/domain/contracts/bookings';
import { formatRupiah } from '@ruangmain/domain/money';
import { useState } from 'react';
import { useBookWalkIn } from '@/features/desk/api/walk-in';
import type { WalkInForm } from '@/features/desk/hooks/use-walk-in-form';
import { HOUR_MS } from '@/features/desk/hooks/use-walk-in-start';
import { readClashes } from '@/features/desk/utils/clash';
import { getServerMessage } from '@/lib/api-client';
import { useDeskTranslation } from '@/lib/i18n-desk';
import { toast } from '@/lib/toast';
import { getVenueDateTime } from '@/lib/venue-clock';

type Failure = { message: string; clashes: ReturnType<typeof readClashes> };

/**
 * Books the walk-in (POST /api/book-room): paid in cash it is done, with the change in the toast; by
 * QRIS the answer (`booked`) waits for its payment. A refusal shows under its field, or above the form
 * with what is in the way.
 */
export function useWalkInBooking({
  form,
  unitId,
  readStartAt,
  change,
  onDone,
}: {
  form: WalkInForm;
  unitId: number;
  readStartAt: () => Date;
  change: number | null;
  onDone: () => void;
}) {
  const { t } = useDeskTranslation();
  const [booked, setBooked] = useState<BookRoomResponse | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const book = useBookWalkIn({
    onSuccess: (answer) => {
      if (answer.data.status !== 'confirmed') return setBooked(answer);
      toast.success(
        change !== null && change >= 0
          ? t('walkIn.doneChange', { invoice: answer.invoice_number, change: formatRupiah(change) })
          : t('walkIn.done', { invoice: answer.invoice_number }),
      );
      onDone();
    },
    onError: (error) => {
      if (form.showServerErrors(error).length > 0) return;
      setFailure({ message: getServerMessage(error, t('board.loadError')), clashes: readClashes(error) });
    },
  });
  const submit = form.handleSubmit((values) => {
    setFailure(null);
    const startAt = readStartAt();
    book.mutate({
      unit_id: unitId,
      game_id: values.game_id,
      ...(values.console_name && { console_name: values.console_name }),
      total_visitors: values.total_visitors,
      start_time: getVenueDateTime(startAt),
      end_time: getVenueDateTime(new Date(startAt.getTime() + values.hours * HOUR_MS)),
      payment_method: values.payment_method === 'qris' ? 'qris' : 'cash',
      ...(values.name && { name: values.name }),
      ...(values.phone && { phone: values.phone }),
    });
  });
  return { submit, isPending: book.isPending, booked, failure };
}
