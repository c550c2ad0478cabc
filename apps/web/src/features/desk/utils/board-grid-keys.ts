// The board's free slots as one stop of Tab (issue 30): the arrows walk them as a grid, units down and
// half hours across, so the desk reaches any slot, and the blocks after it, without hundreds of Tabs.
// A slot under a block is stepped over: Enter there would open a walk-in the server refuses as a clash.
// Pure, so that the table test below reads as the keys do.

export type GridCell = { row: number; column: number };

/** Whether a cell is a free slot the walk may stop on. */
export type IsFree = (cell: GridCell) => boolean;

const STEPS: Record<string, { row: number; column: number }> = {
  ArrowLeft: { row: 0, column: -1 },
  ArrowRight: { row: 0, column: 1 },
  ArrowUp: { row: -1, column: 0 },
  ArrowDown: { row: 1, column: 0 },
};

/**
 * The cell a key moves to from `cell` on a grid of `rows` × `columns`: an arrow to the nearest free
 * cell that way, Home and End to the row's first and last free ones; the cell itself when there is
 * none that way (held at the edges); null for a key that does not move.
 */
export function moveGridCell(
  cell: GridCell,
  key: string,
  rows: number,
  columns: number,
  isFree: IsFree = () => true,
): GridCell | null {
  const inside = ({ row, column }: GridCell) => row >= 0 && row < rows && column >= 0 && column < columns;
  /** The first free cell from `first` on, one `step` at a time, inside the grid. */
  const firstFree = (first: GridCell, step: { row: number; column: number }) => {
    for (
      let next = first;
      inside(next);
      next = { row: next.row + step.row, column: next.column + step.column }
    ) {
      if (isFree(next)) return next;
    }
    return null;
  };
  const step = STEPS[key];
  if (step) return firstFree({ row: cell.row + step.row, column: cell.column + step.column }, step) ?? cell;
  if (key === 'Home') return firstFree({ row: cell.row, column: 0 }, { row: 0, column: 1 }) ?? cell;
  if (key === 'End') return firstFree({ row: cell.row, column: columns - 1 }, { row: 0, column: -1 }) ?? cell;
  return null;
}
