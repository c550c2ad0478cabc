import type { BoardUnit } from '@ruangmain/domain/contracts/board';
import { MoveRequestSchema } from '@ruangmain/domain/contracts/desk';
import { toInstant } from '@ruangmain/domain/hours';
import { z } from 'zod';
import { TextInput } from '@/components/form/text-input';
import { Button } from '@/components/ui/button';
import { VENUE_TIME_ZONE } from '@/config/venue';
import { useMoveBooking } from '@/features/desk/api/booking-actions';
import {
  type ActionFormProps,
  actionSelectClasses,
  FailureAlert,
  useFailure,
} from '@/features/desk/components/action-failure';
import { useServerForm } from '@/hooks/use-server-form';
import { useDeskTranslation } from '@/lib/i18n-desk';
import { toast } from '@/lib/toast';
import { getVenueDateTime } from '@/lib/venue-clock';

/** The move form: a datetime-local input's 'yyyy-MM-ddTHH:mm' read as the API's 'yyyy-MM-dd HH:mm'. */
const MoveFormSchema = z.object({
  unit_id: MoveRequestSchema.shape.unit_id,
  start_time: z
    .string()
    .transform((value) => value.replace('T', ' '))
    .pipe(MoveRequestSchema.shape.start_time),
});

/** Move to another unit or time (the phones' way; desktops drag), or rebook a late payment: same length. */
export function MoveForm({
  booking,
  units,
  action,
  onDone,
}: ActionFormProps & { units: readonly BoardUnit[]; action: 'move' | 'rebook' }) {
  const { t } = useDeskTranslation();
  const { failure, fail, clear } = useFailure();
  const startAt = booking.start_at ? new Date(booking.start_at) : null;
  const lengthMs =
    startAt && booking.end_at ? new Date(booking.end_at).getTime() - startAt.getTime() : 3_600_000;
  const form = useServerForm({
    schema: MoveFormSchema,
    defaultValues: {
      unit_id: booking.booking.unit_id ?? units[0]?.id ?? 0,
      start_time: startAt ? getVenueDateTime(startAt).replace(' ', 'T') : '',
    },
    serverFields: ['unit_id', 'start_time'],
  });
  const move = useMoveBooking(action, {
    onSuccess: () => {
      toast.success(t(`drawer.done.${action}`));
      onDone();
    },
    onError: (error) => {
      if (form.showServerErrors(error).length === 0) fail(error);
    },
  });
  return (
    <form
      noValidate
      aria-label={t('move.title')}
      onSubmit={form.handleSubmit((values) => {
        clear();
        const start = toInstant(values.start_time, VENUE_TIME_ZONE);
        const end_time = getVenueDateTime(new Date(start.getTime() + lengthMs));
        move.mutate({
          bookingId: booking.booking.id,
          unit_id: values.unit_id,
          start_time: values.start_time,
          end_time,
        });
      })}
      className="flex flex-col gap-3"
    >
      <FailureAlert failure={failure} />
      <label className="flex flex-col gap-1.5 text-sm font-semibold">
        {t('move.unit')}
        <select {...form.register('unit_id', { valueAsNumber: true })} className={actionSelectClasses}>
          {units.map((unit) => (
            <option key={unit.id} value={unit.id}>
              {unit.name}
            </option>
          ))}
        </select>
      </label>
      <TextInput label={t('move.start')} type="datetime-local" step={1800} {...form.field('start_time')} />
      <Button type="submit" isLoading={move.isPending}>
        {action === 'move' ? t('move.submit') : t('drawer.rebook')}
      </Button>
    </form>
  );
}
