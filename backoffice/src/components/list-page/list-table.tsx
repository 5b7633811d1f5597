import type { ReactNode } from 'react';

interface ListTableProps {
  /** The feature's classes, composing list-page's `tableWrap` and `table`. */
  wrapClassName: string | undefined;
  className: string | undefined;
  /** Names the table for screen readers ("12 bookings"). */
  caption: string;
  /** The header cells, one `<th scope="col">` a column. */
  head: ReactNode;
  /** The rows. */
  children: ReactNode;
  /**
   * The table holds nothing to focus (no link or button), so its scrolling box takes the focus
   * itself, named by the caption: keyboard users can then scroll it (axe's scrollable-region-focusable).
   */
  scrollFocusable?: boolean;
}

/** A list's table: scrolls under its sticky header; cards below 900 px. */
export function ListTable({ wrapClassName, className, caption, head, children, scrollFocusable = false }: ListTableProps) {
  return (
    <div className={wrapClassName} {...(scrollFocusable ? { tabIndex: 0, role: 'region', 'aria-label': caption } : {})}>
      <table className={className}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>{head}</tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
