import { TextInput } from '@/components/form/text-input';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog } from '@/components/ui/dialog';
import { useUnitGames } from '@/features/desk/api/walk-in';
import type { SlotPick } from '@/features/desk/components/board-grid';
import { ClashList } from '@/features/desk/components/clash-list';
import { WalkInDuration, WalkInMethod } from '@/features/desk/components/walk-in-choices';
import { WalkInDue } from '@/features/desk/components/walk-in-due';
import { WalkInGamePicker } from '@/features/desk/components/walk-in-game-picker';
import { WalkInPayment } from '@/features/desk/components/walk-in-payment';
import { useWalkInBooking } from '@/features/desk/hooks/use-walk-in-booking';
import { useWalkInDue } from '@/features/desk/hooks/use-walk-in-due';
import { useWalkInForm } from '@/features/desk/hooks/use-walk-in-form';
import { useWalkInStart } from '@/features/desk/hooks/use-walk-in-start';
import { useDeskTranslation } from '@/lib/i18n-desk';
import { getVenueDateTime } from '@/lib/venue-clock';

/**
 * A walk-in on a free slot (issue "Front desk"): name, phone, game, people, duration, cash or QRIS,
 * booked through the over-the-counter booking (POST /api/book-room); QRIS shows its code until paid.
 * A cell already begun starts now, to the minute, and the next cell may too (issue 29 item 6); the
 * amount due shows before Book, and for cash the money tendered and the change.
 */
export function WalkInDialog({
  pick,
  closesAt,
  serverNow,
  onClose,
}: {
  pick: SlotPick;
  closesAt: Date;
  /** The board's server clock, so "now" is the venue's, not the tablet's. */
  serverNow: string;
  onClose: () => void;
}) {
  const { t } = useDeskTranslation();
  const unit = useUnitGames(pick.unit.id);
  const when = useWalkInStart({ cellStart: pick.column.start, closesAt, serverNow });
  const form = useWalkInForm(when.maxHours);
  const isCash = form.watch('payment_method') !== 'qris';
  const money = useWalkInDue({
    pricePerHour: pick.unit.price_per_hour,
    hours: Number(form.watch('hours')) || 1,
    isCash,
  });
  const booking = useWalkInBooking({
    form,
    unitId: pick.unit.id,
    readStartAt: when.readStartAt,
    change: money.change,
    onDone: onClose,
  });

  const title = t('walkIn.title', { unit: pick.unit.name });
  if (booking.booked) return <WalkInPayment booked={booking.booked} title={title} onClose={onClose} />;

  const errors = form.formState.errors;
  const { failure } = booking;
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      description={
        when.startsNow
          ? t('walkIn.startsNow', { time: getVenueDateTime(when.start).slice(11) })
          : t('walkIn.description', { time: pick.column.localDateTime })
      }
      closeLabel={t('walkIn.cancel')}
      size="sm"
    >
      <form
        noValidate
        onSubmit={booking.submit}
        className="flex flex-col gap-4 overflow-y-auto px-5 py-4 sm:px-6"
        aria-label={title}
      >
        {failure && (
          <Alert tone="error">
            <p>{failure.message}</p>
            {failure.clashes && <ClashList clashes={failure.clashes} />}
          </Alert>
        )}
        <TextInput label={t('walkIn.name')} autoComplete="off" {...form.field('name')} />
        <TextInput label={t('walkIn.phone')} inputMode="tel" autoComplete="off" {...form.field('phone')} />
        <WalkInGamePicker
          unit={unit.data}
          consoleName={form.watch('console_name')}
          // A game of the console left behind is no longer offered.
          consoleField={form.register('console_name', {
            onChange: () => form.setValue('game_id', '' as unknown as number),
          })}
          gameField={form.register('game_id')}
          gameError={errors.game_id?.message ?? errors.console_name?.message}
        />
        <div className="grid grid-cols-2 gap-3">
          <TextInput label={t('walkIn.people')} type="number" min={1} {...form.field('total_visitors')} />
          <WalkInDuration field={form.register('hours')} maxHours={when.maxHours} />
        </div>
        <WalkInMethod field={form.register('payment_method')} />
        {when.nowStart && (
          <Checkbox
            checked={when.wantsNow}
            onChange={(event) => when.setWantsNow(event.target.checked)}
            label={t('walkIn.startNow', { time: getVenueDateTime(when.nowStart).slice(11) })}
          />
        )}
        <WalkInDue
          due={money.due}
          isCash={isCash}
          tendered={money.tendered}
          onTendered={money.setTendered}
          change={money.change}
        />
        <div className="flex justify-end gap-2 pt-1">
          <Button variant="outline" onClick={onClose}>
            {t('walkIn.cancel')}
          </Button>
          <Button type="submit" isLoading={booking.isPending} disabled={money.isShort}>
            {t('walkIn.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
