import type { BoardBlock } from '@ruangmain/domain/contracts/board';
import type { Clash } from '@ruangmain/domain/contracts/desk';
import { HIDDEN_BOARD_STATES } from '@ruangmain/domain/desk';
import { clsx } from 'clsx';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { QueryView } from '@/components/query-view';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useBoard } from '@/features/desk/api/board';
import { useMoveBooking } from '@/features/desk/api/booking-actions';
import { BoardGrid, type SlotPick } from '@/features/desk/components/board-grid';
import { BoardSummary } from '@/features/desk/components/board-summary';
import { type BoardFilters, BoardToolbar, filterRooms } from '@/features/desk/components/board-toolbar';
import { BookingDrawer } from '@/features/desk/components/booking-drawer';
import { ClashList } from '@/features/desk/components/clash-list';
import { LiveNotice } from '@/features/desk/components/live-notice';
import { WalkInDialog } from '@/features/desk/components/walk-in-dialog';
import { addDays, listBoardColumns, shiftPeriod } from '@/features/desk/utils/board-grid';
import { findWalkInSlot, isTypingTarget, readBoardShortcut } from '@/features/desk/utils/board-shortcuts';
import { LEGEND_STATES, STATE_CLASSES } from '@/features/desk/utils/board-states';
import { readClashes } from '@/features/desk/utils/clash';
import { getServerMessage } from '@/lib/api-client';
import { useDeskTranslation } from '@/lib/i18n-desk';
import { toast } from '@/lib/toast';

/** The keys the hint under the board names (board-shortcuts.ts). */
const KEY_HINTS = [
  { keys: ['N'], label: 'walkIn' },
  { keys: ['←', '→'], label: 'days' },
  { keys: ['T'], label: 'today' },
  { keys: ['/'], label: 'search' },
  // Inside the board's grid the arrows walk its free slots instead (board-grid-keys.ts).
  { keys: ['↑', '↓', '←', '→'], label: 'grid' },
] as const;

/**
 * The board (/admin): one business day of every unit, today's in the venue's zone unless `?date=` names
 * another; a free slot books a walk-in, a block opens its booking, a dragged block moves.
 */
export function BoardView() {
  const { t } = useDeskTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const date = searchParams.get('date');
  const [filters, setFilters] = useState<BoardFilters>({
    roomId: null,
    consoleId: null,
    showHidden: false,
    search: '',
  });
  const searchRef = useRef<HTMLInputElement>(null);
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

  // The board's keys (issue 29), not while a dialog or the drawer is open or a field has the keys.
  const isBusy = pick !== null || openBookingId !== null || clashes !== null;
  useEffect(() => {
    if (isBusy || !data) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isTypingTarget(event.target)) return;
      const shortcut = readBoardShortcut(event);
      if (!shortcut) return;
      event.preventDefault();
      if (shortcut === 'previous-day') onDateChange(addDays(data.date, -1));
      else if (shortcut === 'next-day') onDateChange(addDays(data.date, 1));
      else if (shortcut === 'today') onDateChange(null);
      else if (shortcut === 'search') searchRef.current?.focus();
      else {
        const span = { opensAt: new Date(data.opens_at), closesAt: new Date(data.closes_at) };
        const free = findWalkInSlot({
          units: rooms.flatMap((room) => room.units),
          blocks: data.blocks,
          columns: listBoardColumns(span, data.slot_minutes),
          slotMinutes: data.slot_minutes,
          now: new Date(Math.max(Date.now(), new Date(data.now).getTime())),
        });
        if (free) setPick(free);
        else toast.error(t('board.noFreeUnit'));
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });
  const units = data ? data.rooms.flatMap((room) => room.units) : [];
  const legend = LEGEND_STATES.filter((state) => filters.showHidden || !HIDDEN_BOARD_STATES.includes(state));

  return (
    <div className="flex flex-col gap-4 px-4 py-5 lg:px-6">
      <BoardSummary board={data} />
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
      <LiveNotice />
      {data && (
        <BoardToolbar
          date={data.date}
          rooms={data.rooms}
          filters={filters}
          searchRef={searchRef}
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
              search={filters.search}
              onPickSlot={setPick}
              onOpenBlock={onOpenBlock}
              onDropBlock={onDropBlock}
            />
            <p className="text-xs text-muted">{t('board.dragHint')}</p>
            <p className="hidden text-xs text-muted md:block" data-testid="board-keys">
              {t('board.keys.label')}{' '}
              {KEY_HINTS.map(({ keys, label }) => (
                <span key={label} className="mr-3 whitespace-nowrap">
                  {keys.map((key) => (
                    <kbd
                      key={key}
                      className="mr-0.5 rounded border border-line bg-surface-2 px-1 font-mono text-[11px]"
                    >
                      {key}
                    </kbd>
                  ))}{' '}
                  {t(`board.keys.${label}`)}
                </span>
              ))}
            </p>
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
