import type { ReactNode } from 'react';
import { stackedTable } from './stackedTable';

/** One column: its heading, and how a row shows in it. */
export interface Column<Row> {
  readonly key: string;
  readonly label: string;
  /** The heading's and every cell's classes (padding, alignment). */
  readonly className: string;
  /** The cells' own classes beside `className` (colour, wrapping), by row when it depends on the value. */
  readonly cellClassName?: string | ((row: Row) => string);
  readonly cell: (row: Row) => ReactNode;
}

/**
 * A list of rows as a table that scrolls sideways when it does not fit. `stacked` makes it one card
 * per row on a phone (see `stackedTable`); `className` adds to the table's own classes (a minimum
 * width).
 */
export function DataTable<Row>({
  rows,
  rowKey,
  columns,
  stacked = false,
  className = '',
  testId,
  rowTestId,
}: {
  readonly rows: readonly Row[];
  readonly rowKey: (row: Row) => string;
  readonly columns: readonly Column<Row>[];
  readonly stacked?: boolean;
  readonly className?: string;
  readonly testId?: string;
  readonly rowTestId?: string;
}) {
  const cellClasses = (column: Column<Row>, row: Row) => {
    const own = typeof column.cellClassName === 'function' ? column.cellClassName(row) : column.cellClassName;
    return [column.className, own, stacked ? stackedTable.cell : undefined].filter(Boolean).join(' ');
  };
  return (
    <div className="overflow-x-auto">
      <table
        className={`${stacked ? stackedTable.table : 'w-full text-left text-sm'} ${className}`.trim()}
        data-testid={testId}
      >
        <thead
          className={`bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase ${stacked ? stackedTable.head : ''}`.trim()}
        >
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.className}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={stacked ? stackedTable.body : 'divide-y divide-slate-100'}>
          {rows.map((row) => (
            <tr key={rowKey(row)} data-testid={rowTestId} className={stacked ? stackedTable.row : undefined}>
              {columns.map((column) => (
                <td
                  key={column.key}
                  data-label={stacked ? column.label : undefined}
                  className={cellClasses(column, row)}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
