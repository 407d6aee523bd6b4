import { useId, type Key, type ReactNode } from 'react';
import { LoadState } from './load-state';
import type { Resource } from '../use-resource';

/** One row: its cells in the order of `columns`; with `rowHeader`, the first names the row. */
export interface StaffRow {
  key: Key;
  cells: readonly ReactNode[];
}

/**
 * A staff section that is one table (the streams, the audit log, the chat settings): its heading,
 * the load states, the header row of `columns` and a row per item. On a phone the rows stack as
 * cards, each cell under its column's name (`data-label`), instead of a table wider than the screen.
 * The table roles are spelled out because a table whose display CSS changes can lose them.
 */
export function StaffTableSection<T>(props: {
  title: string;
  load: Resource<T[]>;
  ns: 'admin' | 'moderation';
  columns: readonly string[];
  rowHeader?: boolean;
  row: (item: T) => StaffRow;
}) {
  const { title, load, ns, columns, rowHeader = false, row } = props;
  const headingId = useId();
  return (
    <section className="staff-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <LoadState load={load} ns={ns} empty={(items) => items.length === 0}>
        {(items) => (
          <div className="staff-table-wrap">
            <table className="staff-table staff-table--stack" role="table" aria-labelledby={headingId}>
              <thead role="rowgroup">
                <tr role="row">
                  {columns.map((label) => (
                    <th key={label} scope="col" role="columnheader">
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody role="rowgroup">
                {items.map((item) => {
                  const { key, cells } = row(item);
                  return (
                    <tr key={key} role="row">
                      {cells.map((cell, i) =>
                        i === 0 && rowHeader ? (
                          <th key={i} scope="row" role="rowheader">
                            {cell}
                          </th>
                        ) : (
                          <td key={i} role="cell" data-label={columns[i]}>
                            {cell}
                          </td>
                        ),
                      )}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </LoadState>
    </section>
  );
}
