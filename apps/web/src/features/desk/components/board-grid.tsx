import type { Board, BoardBlock, BoardUnit } from '@ruangmain/domain/contracts/board';
import { MOVABLE_BOARD_STATES } from '@ruangmain/domain/desk';
import { clsx } from 'clsx';
import {
  type KeyboardEvent,
  memo,
  type RefObject,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useServerNow } from '@/features/desk/hooks/use-server-now';
import {
  type BoardColumn,
  type BoardSpan,
  type ColumnFit,
  fitBoardColumns,
  isLabelledColumn,
  listBoardColumns,
  listCoveredColumns,
  minutesSince,
  minutesUntil,
  placeNow,
  placePeriod,
} from '@/features/desk/utils/board-grid';
import { type GridCell, moveGridCell } from '@/features/desk/utils/board-grid-keys';
import { matchesBoardSearch } from '@/features/desk/utils/board-shortcuts';
import { STATE_CLASSES } from '@/features/desk/utils/board-states';
import { useDeskTranslation } from '@/lib/i18n-desk';
import { getVenueDateTime } from '@/lib/venue-clock';

const DRAG_TYPE = 'application/x-ruangmain-booking';
const MOVABLE_STATES = new Set<BoardBlock['state']>(MOVABLE_BOARD_STATES);

export type SlotPick = { unit: BoardUnit; column: BoardColumn };

type BoardGridProps = {
  board: Board;
  rooms: Board['rooms'];
  /** What the desk searched for: the other blocks fade. */
  search: string;
  onPickSlot: (pick: SlotPick) => void;
  onOpenBlock: (block: BoardBlock) => void;
  onDropBlock: (block: BoardBlock, target: SlotPick) => void;
};

const hhmm = (instant: string) => getVenueDateTime(new Date(instant)).slice(11);

/**
 * Units (grouped by room) against the business day's half hours: free slots open a walk-in, blocks open
 * their booking, a block dropped on a slot moves there; a line marks now.
 */
export function BoardGrid({ board, rooms, search, onPickSlot, onOpenBlock, onDropBlock }: BoardGridProps) {
  const { t } = useDeskTranslation();
  const span = useMemo<BoardSpan>(
    () => ({ opensAt: new Date(board.opens_at), closesAt: new Date(board.closes_at) }),
    [board.opens_at, board.closes_at],
  );
  const columns = useMemo(() => listBoardColumns(span, board.slot_minutes), [span, board.slot_minutes]);
  const blocksByUnit = useMemo(() => {
    const byUnit = new Map<number, BoardBlock[]>();
    for (const block of board.blocks) {
      const list = byUnit.get(block.unit_id) ?? [];
      list.push(block);
      byUnit.set(block.unit_id, list);
    }
    return byUnit;
  }, [board.blocks]);
  const now = useServerNow(board.now);
  const nowAt = placeNow(span, now);
  const frame = useRef<HTMLDivElement>(null);
  const unitHeader = useRef<HTMLDivElement>(null);
  const { columnPx, labelEvery } = useFittedColumns(frame, unitHeader, columns.length);
  const width = columns.length * columnPx;
  const dragged = useRef<BoardBlock | null>(null);
  const { tabCell, onSlotKeyDown, onSlotFocus, rowOf } = useSlotWalk(frame, rooms, columns.length, nowAt);

  // Where the day does not fit (a phone, a tablet), now is scrolled into view, a third from the left.
  const hasNow = nowAt !== null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per day shown and per width, not every tick of now.
  useEffect(() => {
    const element = frame.current;
    if (!element || !hasNow || nowAt === null || element.scrollWidth <= element.clientWidth) return;
    const unitWidth = unitHeader.current?.offsetWidth ?? 0;
    const visible = element.clientWidth - unitWidth;
    element.scrollLeft = Math.max(0, nowAt * width - visible / 3);
  }, [board.date, hasNow, width]);

  return (
    <div
      ref={frame}
      className="overflow-x-auto rounded-xl border border-line bg-surface [--unit-col:7.5rem] md:[--unit-col:8.5rem] lg:[--unit-col:10.5rem]"
      data-testid="board"
    >
      <div className="relative" style={{ width: `calc(var(--unit-col) + ${width}px)` }}>
        <div className="sticky top-0 z-20 flex border-b border-line bg-surface">
          <div
            ref={unitHeader}
            className="sticky left-0 z-10 w-(--unit-col) shrink-0 border-r border-line bg-surface px-3 py-2 text-xs font-bold text-muted"
          >
            {t('board.unit')}
          </div>
          {/* Clipped: the day's last time, written past its narrow column, does not widen the board. */}
          <div className="flex overflow-hidden" style={{ width }}>
            {columns.map((column) => (
              <div
                key={column.localDateTime}
                className="shrink-0 overflow-visible border-l border-line/60 px-1 py-2 text-[11px] font-semibold whitespace-nowrap text-muted tabular-nums"
                style={{ width: columnPx }}
              >
                {isLabelledColumn(column, labelEvery) ? column.label : null}
              </div>
            ))}
          </div>
        </div>
        {rooms.map((room) => (
          <section key={room.id} aria-label={room.name}>
            <h3 className="sticky left-0 w-max bg-surface px-3 pt-3 pb-1 text-xs font-extrabold tracking-wide text-primary-text uppercase">
              {room.name}
            </h3>
            {room.units.map((unit) => (
              <UnitRow
                key={unit.id}
                unit={unit}
                row={rowOf.get(unit.id) ?? 0}
                tabColumn={tabCell.row === rowOf.get(unit.id) ? tabCell.column : null}
                onSlotKeyDown={onSlotKeyDown}
                onSlotFocus={onSlotFocus}
                span={span}
                columns={columns}
                columnPx={columnPx}
                search={search}
                blocks={blocksByUnit.get(unit.id) ?? []}
                now={now}
                dragged={dragged}
                onPickSlot={onPickSlot}
                onOpenBlock={onOpenBlock}
                onDropBlock={onDropBlock}
              />
            ))}
          </section>
        ))}
        {nowAt !== null && (
          <div
            aria-hidden
            data-testid="board-now"
            className="pointer-events-none absolute top-0 bottom-0 z-10 w-0.5 bg-danger"
            style={{ left: `calc(var(--unit-col) + ${nowAt * width}px)` }}
          >
            <span className="absolute -top-0.5 -left-1 size-2.5 rounded-full bg-danger" />
          </div>
        )}
      </div>
    </div>
  );
}

type UnitRowProps = Omit<BoardGridProps, 'board' | 'rooms'> & {
  unit: BoardUnit;
  /** The unit's place in the board's order, its row of the grid the arrows walk. */
  row: number;
  /** The slot of this row that Tab stops at, or null when the stop is on another row. */
  tabColumn: number | null;
  onSlotKeyDown: (event: KeyboardEvent<HTMLButtonElement>, cell: GridCell) => void;
  onSlotFocus: (cell: GridCell) => void;
  span: BoardSpan;
  columns: BoardColumn[];
  columnPx: number;
  blocks: BoardBlock[];
  now: Date;
  dragged: React.RefObject<BoardBlock | null>;
};

const UnitRow = memo(function UnitRow({
  unit,
  row,
  tabColumn,
  onSlotKeyDown,
  onSlotFocus,
  span,
  columns,
  columnPx,
  search,
  blocks,
  now,
  dragged,
  onPickSlot,
  onOpenBlock,
  onDropBlock,
}: UnitRowProps) {
  const { t } = useDeskTranslation();
  const width = columns.length * columnPx;
  const covered = useMemo(() => listCoveredColumns(columns, span, blocks), [columns, span, blocks]);
  return (
    <div className="flex border-b border-line/60" data-testid="board-unit" data-unit={unit.name}>
      <div className="sticky left-0 z-10 flex w-(--unit-col) shrink-0 flex-col justify-center border-r border-line bg-surface px-3 py-1">
        <span className="line-clamp-2 text-sm leading-tight font-bold">{unit.name}</span>
        <span className="truncate text-[11px] text-muted">
          {unit.consoles.map((console) => console.name).join(', ')}
        </span>
      </div>
      <div className="relative h-14" style={{ width }}>
        <div className="absolute inset-0 flex">
          {columns.map((column, index) => (
            <button
              key={column.localDateTime}
              type="button"
              data-cell={`${row}:${index}`}
              data-covered={covered.has(index) || undefined}
              tabIndex={tabColumn === index ? 0 : -1}
              onKeyDown={(event) => onSlotKeyDown(event, { row, column: index })}
              onFocus={() => onSlotFocus({ row, column: index })}
              aria-label={t('board.freeSlot', { unit: unit.name, time: column.label })}
              className="h-full shrink-0 border-l border-line/40 hover:bg-primary-soft focus-visible:bg-primary-soft focus-visible:outline-2 focus-visible:outline-ring"
              style={{ width: columnPx }}
              onClick={() => onPickSlot({ unit, column })}
              onDragOver={(event) => {
                if (dragged.current) event.preventDefault();
              }}
              onDrop={(event) => {
                event.preventDefault();
                const block = dragged.current;
                dragged.current = null;
                if (block) onDropBlock(block, { unit, column });
              }}
            />
          ))}
        </div>
        {blocks.map((block) => {
          const placement = placePeriod(span, new Date(block.start_at), new Date(block.end_at));
          if (!placement) return null;
          // Dragging is the desktop's move; the drawer's form does the same on touch screens.
          const isMovable = MOVABLE_STATES.has(block.state);
          const label = block.venue_block?.title ?? block.name;
          const time = `${hhmm(block.start_at)}–${hhmm(block.end_at)}`;
          return (
            <button
              key={block.id}
              type="button"
              data-testid="board-block"
              data-invoice={block.invoice_number}
              data-state={block.state}
              draggable={isMovable}
              onDragStart={(event) => {
                dragged.current = block;
                event.dataTransfer.setData(DRAG_TYPE, String(block.id));
                event.dataTransfer.effectAllowed = 'move';
              }}
              onDragEnd={() => {
                dragged.current = null;
              }}
              onClick={() => onOpenBlock(block)}
              aria-label={t('board.block', {
                unit: unit.name,
                time,
                state: t(`states.${block.state}`),
                name: label,
              })}
              className={clsx(
                'absolute top-1 bottom-1 z-[1] flex min-w-0 flex-col items-start overflow-hidden rounded-md px-1.5 py-0.5 text-left text-[11px] leading-tight shadow-sm',
                STATE_CLASSES[block.state],
                placement.isCutStart && 'rounded-l-none',
                placement.isCutEnd && 'rounded-r-none',
                isMovable && 'cursor-grab active:cursor-grabbing',
                !matchesBoardSearch(block, search) && 'opacity-25',
              )}
              style={{ left: placement.left * width + 1, width: Math.max(placement.width * width - 2, 8) }}
            >
              <span className="w-full truncate font-bold">{label}</span>
              <span className="w-full truncate tabular-nums opacity-90">
                {block.state === 'playing'
                  ? t('board.minutesLeft', { minutes: minutesUntil(new Date(block.end_at), now) })
                  : block.state === 'due'
                    ? t('board.minutesLate', { minutes: minutesSince(new Date(block.start_at), now) })
                    : time}
              </span>
              {block.has_unpaid_extension && (
                <span className="w-full truncate font-semibold">{t('board.unpaidExtension')}</span>
              )}
            </button>
          );
        })}
      </div>
    </div>
  );
});

/**
 * The free slots as one stop of Tab (utils/board-grid-keys.ts): the slot last focused, else the first
 * unit's at now (the day's first on another day); the arrows move the stop and the focus with it. A
 * key taken here is not also the board's day-changing arrow (board-view.tsx skips prevented keys).
 */
function useSlotWalk(
  frame: RefObject<HTMLDivElement | null>,
  rooms: Board['rooms'],
  columnCount: number,
  nowAt: number | null,
) {
  const rowOf = useMemo(
    () => new Map(rooms.flatMap((room) => room.units).map((unit, index) => [unit.id, index])),
    [rooms],
  );
  const [focused, setFocused] = useState<GridCell | null>(null);
  const nowColumn = nowAt === null ? 0 : Math.min(columnCount - 1, Math.floor(nowAt * columnCount));
  const tabCell =
    focused && focused.row < rowOf.size && focused.column < columnCount
      ? focused
      : { row: 0, column: nowColumn };
  const onSlotKeyDown = useCallback(
    (event: KeyboardEvent<HTMLButtonElement>, cell: GridCell) => {
      // A slot under a block is stepped over (utils/board-grid-keys.ts).
      const isFree = ({ row, column }: GridCell) => {
        const slot = frame.current?.querySelector(`[data-cell="${row}:${column}"]`);
        return slot !== null && slot !== undefined && !slot.hasAttribute('data-covered');
      };
      const next = moveGridCell(cell, event.key, rowOf.size, columnCount, isFree);
      if (!next) return;
      event.preventDefault();
      frame.current?.querySelector<HTMLButtonElement>(`[data-cell="${next.row}:${next.column}"]`)?.focus();
    },
    [frame, rowOf, columnCount],
  );
  return { tabCell, onSlotKeyDown, onSlotFocus: setFocused, rowOf };
}

/**
 * The column width that fits the day's columns in the board's frame beside the unit column
 * (fitBoardColumns), measured again when the frame changes size.
 */
function useFittedColumns(
  frame: RefObject<HTMLDivElement | null>,
  unitHeader: RefObject<HTMLDivElement | null>,
  columnCount: number,
): ColumnFit {
  const [available, setAvailable] = useState<number | null>(null);
  // Before the first paint, so the board does not flash at the widest columns.
  useLayoutEffect(() => {
    const element = frame.current;
    if (!element) return;
    const measure = () => setAvailable(element.clientWidth - (unitHeader.current?.offsetWidth ?? 0));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [frame, unitHeader]);
  return fitBoardColumns(available, columnCount);
}
