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
});
