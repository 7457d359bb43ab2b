import type { ReactNode } from 'react';

export interface DataTableColumn<Row> {
  id: string;
  header: ReactNode;
  headerClassName: string;
  cellClassName?: string;
  cell: (row: Row) => ReactNode;
  /** This column names its row for screen readers (a row header rather than a cell). */
  isRowHeader?: boolean;
}

interface DataTableProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Read by screen readers only; the page's heading already names the table for sighted readers. */
  caption?: string;
  /** The scrolling box around the table, so wide tables scroll instead of the page. */
  wrapperClassName?: string;
  className: string;
  headClassName?: string;
  headRowClassName?: string;
}

/** A plain table of rows under column headers, its body rows divided by rules. */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  caption,
  wrapperClassName = 'overflow-x-auto',
  className,
  headClassName,
  headRowClassName,
}: DataTableProps<Row>) {
  return (
    <div className={wrapperClassName}>
      <table className={className}>
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead className={headClassName}>
          <tr className={headRowClassName}>
            {columns.map((column) => (
              <th key={column.id} scope="col" className={column.headerClassName}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) =>
                column.isRowHeader ? (
                  <th key={column.id} scope="row" className={column.cellClassName}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.id} className={column.cellClassName}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
