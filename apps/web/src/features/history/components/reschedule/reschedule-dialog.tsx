import type { BookingDetail } from '@ruangmain/domain/contracts/bookings';
import { getBookingPeriod } from '@ruangmain/domain/slot-times';
import { toWeeklyHours } from '@ruangmain/domain/weekly-hours';
import { useId, useState } from 'react';
import { inputClasses } from '@/components/form/field';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useRescheduleBooking } from '@/features/history/api/reschedule-booking';
import { SlotPicker } from '@/features/history/components/reschedule/slot-picker';
import { getServerMessage } from '@/lib/api-client';
import { useDurations } from '@/lib/availability';
import { useVenue } from '@/lib/catalogue/get-venue';
import { useHistoryTranslation } from '@/lib/i18n-history';
import { toast } from '@/lib/toast';
import { getVenueDateTime } from '@/lib/venue-clock';

type RescheduleDialogProps = { booking: BookingDetail; onClose: () => void };

/**
 * Reschedule (spec 2 §7 reschedule/{id}): a new date and start time for the same unit and the same
 * hours (spec 2 §5 "Reschedule end time = new start plus duration"; record 0021), chosen from the
 * unit's availability; the duration is shown, fixed. The history is refetched afterwards.
 */
export default function RescheduleDialog({ booking, onClose }: RescheduleDialogProps) {
  const { t } = useHistoryTranslation();
  const dateId = useId();
  const unitId = booking.unit_id;
  const hours = booking.duration ?? 0;
  const today = getVenueDateTime().slice(0, 10);
  const [date, setDate] = useState(() => {
    const current = booking.start_time?.slice(0, 10) ?? today;
    return current < today ? today : current;
  });
  const [time, setTime] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const durations = useDurations(unitId, date, time);
  const reschedule = useRescheduleBooking();

  const fits = time !== null && (durations.data ?? []).includes(hours);
  const openingHours = useVenue().opening_hours;
  const period = time ? getBookingPeriod(date, time, hours, toWeeklyHours(openingHours)) : null;

  const onConfirm = async () => {
    if (!period || unitId === null) return;
    setFailure(null);
    try {
      const answer = await reschedule.mutateAsync({
        bookingId: booking.id,
        unitId,
        start_time: period.start,
        end_time: period.end,
      });
      toast.success(answer.message || t('reschedule.success'));
      onClose();
    } catch (error) {
      setFailure(getServerMessage(error, t('errors.reschedule')));
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={t('reschedule.title')}
      description={t('reschedule.subtitle', { unit: booking.unit?.name ?? '', hours })}
      closeLabel={t('reschedule.cancel')}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('reschedule.cancel')}
          </Button>
          <Button
            disabled={!fits || !period}
            isLoading={reschedule.isPending}
            onClick={() => void onConfirm()}
          >
            {t('reschedule.confirm')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-5 overflow-y-auto px-5 py-5 sm:px-6">
        {failure && <Alert tone="error">{failure}</Alert>}
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={dateId} className="text-sm font-semibold">
              {t('reschedule.date')}
            </label>
            <input
              id={dateId}
              type="date"
              min={today}
              value={date}
              onChange={(event) => {
                if (!event.target.value) return;
                setDate(event.target.value);
                setTime(null);
                setFailure(null);
              }}
              className={inputClasses({ isInvalid: false, className: 'mt-1.5' })}
            />
          </div>
          <div>
            <p className="text-sm font-semibold">{t('reschedule.duration')}</p>
            <p className="mt-1.5 flex h-12 items-center rounded-xl bg-surface-2 px-4 text-sm font-semibold">
              {t('reschedule.durationFixed', { count: hours })}
            </p>
          </div>
        </div>
        <SlotPicker
          unitId={unitId}
          date={date}
          selected={time}
          onSelect={(next) => {
            setTime(next);
            setFailure(null);
          }}
        />
        <p className="text-sm text-muted" aria-live="polite">
          {time === null
            ? t('reschedule.pickTime')
            : !durations.isPending && !fits
              ? t('reschedule.doesNotFit', { hours })
              : ''}
        </p>
      </div>
    </Dialog>
  );
}
