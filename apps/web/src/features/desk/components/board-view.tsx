import type { BoardBlock } from '@ruangmain/domain/contracts/board';
import type { Clash } from '@ruangmain/domain/contracts/desk';
import { HIDDEN_BOARD_STATES } from '@ruangmain/domain/desk';
import { clsx } from 'clsx';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { QueryView } from '@/components/query-view';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useBoard } from '@/features/desk/api/board';
import { useMoveBooking } from '@/features/desk/api/booking-actions';
import { BoardGrid, type SlotPick } from '@/features/desk/components/board-grid';
import { type BoardFilters, BoardToolbar, filterRooms } from '@/features/desk/components/board-toolbar';
import { BookingDrawer } from '@/features/desk/components/booking-drawer';
import { ClashList } from '@/features/desk/components/clash-list';
import { WalkInDialog } from '@/features/desk/components/walk-in-dialog';
import { shiftPeriod } from '@/features/desk/utils/board-grid';
import { LEGEND_STATES, STATE_CLASSES } from '@/features/desk/utils/board-states';
import { readClashes } from '@/features/desk/utils/clash';
import { getServerMessage } from '@/lib/api-client';
import { useDeskTranslation } from '@/lib/i18n-desk';
import { toast } from '@/lib/toast';

/**
 * The board (/admin): one business day of every unit, today's in the venue's zone unless `?date=` names
 * another; a free slot books a walk-in, a block opens its booking, a dragged block moves.
 */
export function BoardView() {
  const { t } = useDeskTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const date = searchParams.get('date');
  const [filters, setFilters] = useState<BoardFilters>({ roomId: null, consoleId: null, showHidden: false });
  const board = useBoard(date, filters.showHidden);
  const [pick, setPick] = useState<SlotPick | null>(null);
  const [openBookingId, setOpenBookingId] = useState<number | null>(null);
  const [clashes, setClashes] = useState<Clash[] | null>(null);
  const move = useMoveBooking('move', {
    onSuccess: (answer) => toast.success(answer.message),
    onError: (error) => {
      const inTheWay = readClashes(error);
      if (inTheWay) setClashes(inTheWay);
      else toast.error(getServerMessage(error, t('board.loadError')));
    },
  });

  const onDateChange = (next: string | null) =>
    setSearchParams(next ? { date: next } : {}, { replace: true });

  const onOpenBlock = (block: BoardBlock) => {
    // A venue block is lifted on the venue blocks page; its bookings have no desk actions.
    setOpenBookingId(block.id);
  };

  const onDropBlock = (block: BoardBlock, target: SlotPick) => {
    const period = { start: new Date(block.start_at), end: new Date(block.end_at) };
    if (block.unit_id === target.unit.id && period.start.getTime() === target.column.start.getTime()) return;
    move.mutate({
      bookingId: block.id,
      unit_id: target.unit.id,
      ...shiftPeriod(period, target.column.start),
    });
  };

  const data = board.data;
  const rooms = data ? filterRooms(data.rooms, filters) : [];
  const units = data ? data.rooms.flatMap((room) => room.units) : [];
  const legend = LEGEND_STATES.filter((state) => filters.showHidden || !HIDDEN_BOARD_STATES.includes(state));

  return (
    <div className="flex flex-col gap-4 px-4 py-5 lg:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold">{t('board.title')}</h1>
        <ul aria-label={t('board.legend')} className="flex flex-wrap gap-2 text-xs">
          {legend.map((state) => (
            <li key={state} className={clsx('rounded-md px-2 py-0.5 font-semibold', STATE_CLASSES[state])}>
              {t(`states.${state}`)}
            </li>
          ))}
        </ul>
      </div>
      {data && (
        <BoardToolbar
          date={data.date}
          rooms={data.rooms}
          filters={filters}
          onDateChange={onDateChange}
          onFiltersChange={setFilters}
        />
      )}
      <QueryView
        query={board}
        skeleton={<Skeleton className="h-96 w-full rounded-xl" />}
        errorMessage={(error) => getServerMessage(error, t('board.loadError'))}
        retryLabel={t('board.retry')}
        empty={{ when: () => rooms.length === 0, message: t('board.empty') }}
        keepsDataOnError
      >
        {(loaded) => (
          <>
            <BoardGrid
              board={loaded}
              rooms={rooms}
              onPickSlot={setPick}
              onOpenBlock={onOpenBlock}
              onDropBlock={onDropBlock}
            />
            <p className="text-xs text-muted">{t('board.dragHint')}</p>
          </>
        )}
      </QueryView>
      {pick && data && (
        <WalkInDialog
          pick={pick}
          closesAt={new Date(data.closes_at)}
          serverNow={data.now}
          onClose={() => setPick(null)}
        />
      )}
      {openBookingId !== null && (
        <BookingDrawer bookingId={openBookingId} units={units} onClose={() => setOpenBookingId(null)} />
      )}
      <Dialog
        open={clashes !== null}
        onClose={() => setClashes(null)}
        title={t('board.clashTitle')}
        size="sm"
        footer={
          <Button variant="outline" onClick={() => setClashes(null)}>
            {t('board.clashClose')}
          </Button>
        }
      >
        <div className="px-5 py-4 sm:px-6">{clashes && <ClashList clashes={clashes} />}</div>
      </Dialog>
    </div>
  );
}
