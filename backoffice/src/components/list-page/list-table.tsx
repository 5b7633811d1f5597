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
}

/** A list's table: scrolls under its sticky header; cards below 900 px. */
export function ListTable({ wrapClassName, className, caption, head, children }: ListTableProps) {
  return (
    <div className={wrapClassName}>
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
