import type { BookingDetail } from '@ruangmain/domain/contracts/bookings';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { loadSnap, SnapUnavailableError } from '@/checkout/snap';
import { useResumePayment } from '@/features/history/api/resume-payment';
import { getServerMessage } from '@/lib/api-client';
import { useHistoryTranslation } from '@/lib/i18n-history';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

/**
 * Pay now on a held booking: the server hands out its payment token (or a new attempt's) and the
 * payment popup opens with it. Only the payment webhook confirms a booking (../shared/DESIGN.md
 * "Payment state"), so a success here makes the history watch that booking until it shows confirmed.
 */
export function usePayNow(onAwaitingConfirmation: (bookingId: number) => void) {
  const { t } = useHistoryTranslation();
  const queryClient = useQueryClient();
  const resume = useResumePayment();
  const [payingId, setPayingId] = useState<number | null>(null);

  const refresh = useCallback(
    () =>
      Promise.all(
        [queryKeys.customer.bookings(), queryKeys.customer.points(), queryKeys.customer.profiles()].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      ),
    [queryClient],
  );

  const pay = useCallback(
    async (booking: BookingDetail) => {
      setPayingId(booking.id);
      try {
        const answer = await resume.mutateAsync(booking.id);
        const snap = await loadSnap(answer.snap_script_url, answer.client_key);
        snap.pay(answer.snap_token, {
          onSuccess: () => {
            toast.success(t('pay.success'));
            onAwaitingConfirmation(booking.id);
            void refresh();
          },
          onPending: () => {
            toast(t('pay.pending'));
            onAwaitingConfirmation(booking.id);
          },
          onError: () => {
            toast.error(t('pay.failed'));
            void refresh();
          },
          onClose: () => void refresh(),
        });
      } catch (error) {
        toast.error(
          error instanceof SnapUnavailableError
            ? t('pay.unavailable')
            : getServerMessage(error, t('pay.failed')),
        );
        void refresh();
      } finally {
        setPayingId(null);
      }
    },
    [resume, t, onAwaitingConfirmation, refresh],
  );

  return { pay, payingId };
}
