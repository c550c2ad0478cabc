// The board's free slots as one stop of Tab (issue 30): the arrows walk them as a grid, units down and
// half hours across, so the desk reaches any slot, and the blocks after it, without hundreds of Tabs.
// Pure, so that the table test below reads as the keys do.

export type GridCell = { row: number; column: number };

/**
 * The cell a key moves to from `cell` on a grid of `rows` × `columns` (arrows one step, Home and End
 * the row's ends), held at the edges; null for a key that does not move.
 */
export function moveGridCell(cell: GridCell, key: string, rows: number, columns: number): GridCell | null {
  const clamp = (value: number, size: number) => Math.min(Math.max(value, 0), size - 1);
  switch (key) {
    case 'ArrowLeft':
      return { row: cell.row, column: clamp(cell.column - 1, columns) };
    case 'ArrowRight':
      return { row: cell.row, column: clamp(cell.column + 1, columns) };
    case 'ArrowUp':
      return { row: clamp(cell.row - 1, rows), column: cell.column };
    case 'ArrowDown':
      return { row: clamp(cell.row + 1, rows), column: cell.column };
    case 'Home':
      return { row: cell.row, column: 0 };
    case 'End':
      return { row: cell.row, column: columns - 1 };
    default:
      return null;
  }
}
