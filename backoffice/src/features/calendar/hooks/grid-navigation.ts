/** A position in the all-villas grid: a villa row and a day column; column -1 is the villa's own cell. */
export interface GridPosition {
  row: number;
  col: number;
}

export interface GridSize {
  rows: number;
  cols: number;
}

const PAGE_ROWS = 10;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * Where a key moves the focus (WAI-ARIA grid pattern): arrows by one cell, Home/End to the row's
 * first or last day (with Ctrl: the first or last villa too), PageUp/PageDown by ten villas.
 * `null` for keys the grid does not handle.
 */
export function nextPosition(position: GridPosition, key: string, size: GridSize, ctrlKey = false): GridPosition | null {
  const lastRow = Math.max(0, size.rows - 1);
  const lastCol = Math.max(0, size.cols - 1);
  const { row, col } = position;
  switch (key) {
    case 'ArrowRight':
      return { row, col: clamp(col + 1, -1, lastCol) };
    case 'ArrowLeft':
      return { row, col: clamp(col - 1, -1, lastCol) };
    case 'ArrowDown':
      return { row: clamp(row + 1, 0, lastRow), col };
    case 'ArrowUp':
      return { row: clamp(row - 1, 0, lastRow), col };
    case 'PageDown':
      return { row: clamp(row + PAGE_ROWS, 0, lastRow), col };
    case 'PageUp':
      return { row: clamp(row - PAGE_ROWS, 0, lastRow), col };
    case 'Home':
      return { row: ctrlKey ? 0 : row, col: 0 };
    case 'End':
      return { row: ctrlKey ? lastRow : row, col: lastCol };
    default:
      return null;
  }
}

/** The nights between two columns of a row, in order. */
export function selectionSpan(anchor: number, focus: number): { start: number; end: number } {
  return anchor <= focus ? { start: anchor, end: focus } : { start: focus, end: anchor };
}
