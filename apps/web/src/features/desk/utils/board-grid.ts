// Where things sit on the board: the business day's half-hour columns and each block's place on them,
// from the instants the server sends (opening, closing, now); labels are the venue's wall clock.
import { ACTIVE_BOOKING_STATUSES } from '@ruangmain/domain/booking-lifecycle';
import { getVenueDateTime } from '@/lib/venue-clock';

const MINUTE = 60_000;

export type BoardColumn = {
  /** The column's first instant. */
  start: Date;
  /** Venue-local 'yyyy-MM-dd HH:mm' of the start: what a walk-in or a move sends. */
  localDateTime: string;
  /** 'HH:mm'. */
  label: string;
};

export type BoardSpan = { opensAt: Date; closesAt: Date };

/** The columns from opening to closing, every `slotMinutes` (a Friday's run past midnight). */
export function listBoardColumns({ opensAt, closesAt }: BoardSpan, slotMinutes: number): BoardColumn[] {
  const columns: BoardColumn[] = [];
  for (let at = opensAt.getTime(); at < closesAt.getTime(); at += slotMinutes * MINUTE) {
    const start = new Date(at);
    const localDateTime = getVenueDateTime(start);
    columns.push({ start, localDateTime, label: localDateTime.slice(11) });
  }
  return columns;
}

/**
 * A half-hour column's width: the width the board has beside its unit column shared among the day's
 * columns (issue 29: the whole opening day in view at 1280 and at 768 px), at most MAX_COLUMN_PX. When
 * even MIN_FITTED_COLUMN_PX would not fit the day (a phone), the columns take SCROLLED_COLUMN_PX, wide
 * enough to tap, and the board scrolls sideways with now scrolled into view.
 */
export const MIN_FITTED_COLUMN_PX = 16;
export const SCROLLED_COLUMN_PX = 24;
export const MAX_COLUMN_PX = 64;
/** What an 'HH:mm' label takes at the board's 11 px with its padding, and room before the next one. */
const LABEL_PX = 40;

export type ColumnFit = {
  columnPx: number;
  /** Every how many columns a time is written: 1 (every half hour), 2 (full hours) or 4 (every 2 h). */
  labelEvery: 1 | 2 | 4;
};

/** The column width that fits `columnCount` columns in `availablePx`, and how often their times fit. */
export function fitBoardColumns(availablePx: number | null, columnCount: number): ColumnFit {
  const shared =
    availablePx === null || columnCount === 0 ? MAX_COLUMN_PX : Math.floor(availablePx / columnCount);
  const columnPx = shared < MIN_FITTED_COLUMN_PX ? SCROLLED_COLUMN_PX : Math.min(MAX_COLUMN_PX, shared);
  const labelEvery = columnPx >= LABEL_PX ? 1 : 2 * columnPx >= LABEL_PX ? 2 : 4;
  return { columnPx, labelEvery };
}

/** Whether a column's time is written: every column, only full hours, or only even ones. */
export function isLabelledColumn(column: BoardColumn, labelEvery: ColumnFit['labelEvery']): boolean {
  if (labelEvery === 1) return true;
  if (!column.label.endsWith(':00')) return false;
  return labelEvery === 2 || Number(column.label.slice(0, 2)) % 2 === 0;
}

export type Placement = {
  /** Share of the day's width before the block, 0–1. */
  left: number;
  width: number;
  /** The block starts before opening or ends after closing: drawn cut. */
  isCutStart: boolean;
  isCutEnd: boolean;
};

/** A period's place on the day, clipped to it; null when it lies wholly outside. */
export function placePeriod(span: BoardSpan, start: Date, end: Date): Placement | null {
  const from = span.opensAt.getTime();
  const to = span.closesAt.getTime();
  const length = to - from;
  if (length <= 0 || end.getTime() <= from || start.getTime() >= to) return null;
  const clippedStart = Math.max(start.getTime(), from);
  const clippedEnd = Math.min(end.getTime(), to);
  return {
    left: (clippedStart - from) / length,
    width: (clippedEnd - clippedStart) / length,
    isCutStart: start.getTime() < from,
    isCutEnd: end.getTime() > to,
  };
}

/** The "now" line's place, or null outside the day. */
export function placeNow(span: BoardSpan, now: Date): number | null {
  const from = span.opensAt.getTime();
  const to = span.closesAt.getTime();
  if (now.getTime() < from || now.getTime() > to) return null;
  return (now.getTime() - from) / (to - from);
}

/** Whole minutes from `now` until `end`, never below 0. */
export const minutesUntil = (end: Date, now: Date) =>
  Math.max(0, Math.ceil((end.getTime() - now.getTime()) / MINUTE));

/** Whole minutes since `start` at `now`, never below 0 (how late a due party is). */
export const minutesSince = (start: Date, now: Date) =>
  Math.max(0, Math.floor((now.getTime() - start.getTime()) / MINUTE));

/** A period moved to start at `start`, keeping its length: the venue-local pair a move sends. */
export function shiftPeriod(period: { start: Date; end: Date }, start: Date) {
  const end = new Date(start.getTime() + (period.end.getTime() - period.start.getTime()));
  return { start_time: getVenueDateTime(start), end_time: getVenueDateTime(end) };
}

/** 'yyyy-MM-dd' moved by whole days (the day picker's previous and next). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  const moved = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (day ?? 1) + days));
  return moved.toISOString().slice(0, 10);
}

/** What a column test needs of a block: its period and whether it still holds its unit. */
type Occupant = { start_at: string; end_at: string; status: string };

/**
 * The indexes of the columns a unit's active bookings and blocks lie over (the statuses that hold a
 * unit, ACTIVE_BOOKING_STATUSES): their slots are under a block, not free.
 */
export function listCoveredColumns(
  columns: BoardColumn[],
  span: BoardSpan,
  occupants: Occupant[],
): Set<number> {
  const active = occupants
    .filter((occupant) => (ACTIVE_BOOKING_STATUSES as readonly string[]).includes(occupant.status))
    .map((occupant) => ({ from: Date.parse(occupant.start_at), to: Date.parse(occupant.end_at) }));
  const covered = new Set<number>();
  columns.forEach((column, index) => {
    const from = column.start.getTime();
    const to = (columns[index + 1]?.start ?? span.closesAt).getTime();
    if (active.some((period) => period.from < to && period.to > from)) covered.add(index);
  });
  return covered;
}
