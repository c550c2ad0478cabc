// The board's keys (issue 29): what a key does, which free slot a new walk-in takes, and which blocks
// a search finds. Pure, so that the table tests below read as the desk uses them.
import type { BoardBlock, BoardUnit } from '@ruangmain/domain/contracts/board';
import { HIDDEN_BOARD_STATES } from '@ruangmain/domain/desk';
import type { BoardColumn } from '@/features/desk/utils/board-grid';

export type BoardShortcut = 'walk-in' | 'previous-day' | 'next-day' | 'today' | 'search';

/** The key a shortcut is pressed with; none with Ctrl, Alt or Meta (the browser's own). */
export function readBoardShortcut(event: {
  key: string;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
}): BoardShortcut | null {
  if (event.ctrlKey || event.altKey || event.metaKey) return null;
  switch (event.key) {
    case 'n':
    case 'N':
      return 'walk-in';
    case 'ArrowLeft':
      return 'previous-day';
    case 'ArrowRight':
      return 'next-day';
    case 't':
    case 'T':
      return 'today';
    case '/':
      return 'search';
    default:
      return null;
  }
}

/** Whether the key went to something that takes typing or arrows (a field, a list, an editor). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as HTMLElement).tagName !== 'string') return false;
  const element = target as HTMLElement;
  return element.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(element.tagName);
}

/**
 * Where a new walk-in goes: the column now is in (or the day's first, on a day to come), on the first
 * unit, in the board's order, with nothing occupying it then; null when every unit is taken or the day
 * has passed.
 */
export function findWalkInSlot(input: {
  units: readonly BoardUnit[];
  blocks: readonly BoardBlock[];
  columns: readonly BoardColumn[];
  slotMinutes: number;
  now: Date;
}): { unit: BoardUnit; column: BoardColumn } | null {
  const { units, blocks, columns, slotMinutes, now } = input;
  const column = [...columns].reverse().find((one) => one.start.getTime() <= now.getTime()) ?? columns[0];
  if (!column) return null;
  const end = column.start.getTime() + slotMinutes * 60_000;
  if (end <= now.getTime() && column === columns.at(-1)) return null;
  const isTaken = (unit: BoardUnit) =>
    blocks.some(
      (block) =>
        block.unit_id === unit.id &&
        !HIDDEN_BOARD_STATES.includes(block.state) &&
        block.state !== 'no_show' &&
        block.state !== 'completed' &&
        new Date(block.start_at).getTime() < end &&
        new Date(block.end_at).getTime() > column.start.getTime(),
    );
  const unit = units.find((one) => !isTaken(one));
  return unit ? { unit, column } : null;
}

/** Whether a block is one the desk searched for: its name, invoice or phone (digits, 08… or 628…). */
export function matchesBoardSearch(block: BoardBlock, search: string): boolean {
  const query = search.trim().toLowerCase();
  if (!query) return true;
  if (block.name.toLowerCase().includes(query) || block.invoice_number.toLowerCase().includes(query))
    return true;
  const digits = query.replace(/\D/g, '');
  if (digits.length < 3) return false;
  const local = (phone: string) => phone.replace(/\D/g, '').replace(/^62/, '0');
  return local(block.phone).includes(local(digits));
}
