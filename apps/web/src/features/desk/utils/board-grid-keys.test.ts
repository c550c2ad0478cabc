import { describe, expect, it } from 'vitest';
import { moveGridCell } from '@/features/desk/utils/board-grid-keys';

describe('moveGridCell', () => {
  const middle = { row: 2, column: 5 };
  it.each([
    ['ArrowLeft', middle, { row: 2, column: 4 }],
    ['ArrowRight', middle, { row: 2, column: 6 }],
    ['ArrowUp', middle, { row: 1, column: 5 }],
    ['ArrowDown', middle, { row: 3, column: 5 }],
    ['Home', middle, { row: 2, column: 0 }],
    ['End', middle, { row: 2, column: 27 }],
    // Held at the edges: the first unit, the last unit, the day's first and last half hour.
    ['ArrowUp', { row: 0, column: 3 }, { row: 0, column: 3 }],
    ['ArrowDown', { row: 9, column: 3 }, { row: 9, column: 3 }],
    ['ArrowLeft', { row: 4, column: 0 }, { row: 4, column: 0 }],
    ['ArrowRight', { row: 4, column: 27 }, { row: 4, column: 27 }],
  ])('%s from %o goes to %o on 10 units × 28 half hours', (key, from, to) => {
    expect(moveGridCell(from, key, 10, 28)).toEqual(to);
  });

  it('answers null for a key that does not walk the grid', () => {
    expect(moveGridCell(middle, 'Enter', 10, 28)).toBeNull();
    expect(moveGridCell(middle, 'n', 10, 28)).toBeNull();
  });

  // Row 2 is taken from column 4 to 7 (a booking), row 3 at column 5, and row 6 all day (maintenance).
  const taken = (row: number, column: number) =>
    (row === 2 && column >= 4 && column <= 7) || (row === 3 && column === 5) || row === 6;
  const isFree = ({ row, column }: { row: number; column: number }) => !taken(row, column);
  it.each([
    ['ArrowRight', { row: 2, column: 3 }, { row: 2, column: 8 }],
    ['ArrowLeft', { row: 2, column: 8 }, { row: 2, column: 3 }],
    ['ArrowDown', { row: 2, column: 5 }, { row: 4, column: 5 }],
    ['ArrowUp', { row: 4, column: 5 }, { row: 1, column: 5 }],
    ['ArrowDown', { row: 5, column: 0 }, { row: 7, column: 0 }],
    // A unit taken all day is stepped over whole; with nothing free that way, the focus stays.
    ['ArrowDown', { row: 9, column: 0 }, { row: 9, column: 0 }],
    ['Home', { row: 2, column: 9 }, { row: 2, column: 0 }],
    ['End', { row: 2, column: 0 }, { row: 2, column: 27 }],
  ])('%s from %o steps over slots under blocks to %o', (key, from, to) => {
    expect(moveGridCell(from, key, 10, 28, isFree)).toEqual(to);
  });

  it('keeps the focus on a row with no free slot for Home and End', () => {
    expect(moveGridCell({ row: 6, column: 3 }, 'Home', 10, 28, isFree)).toEqual({ row: 6, column: 3 });
    expect(moveGridCell({ row: 6, column: 3 }, 'End', 10, 28, isFree)).toEqual({ row: 6, column: 3 });
  });
});
