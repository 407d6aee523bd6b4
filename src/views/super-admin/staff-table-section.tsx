import { useId, type ReactNode } from 'react';
import { LoadState } from './load-state';
import type { Load } from './use-staff';

/**
 * A staff section that is one table (the streams, the audit log, the chat settings): its heading,
 * the load states, the header row of `columns` and the rows `row` renders for each item.
 */
export function StaffTableSection<T>({ title, load, ns, columns, row }: { title: string; load: Load<T[]>; ns: 'admin' | 'moderation'; columns: readonly string[]; row: (item: T) => ReactNode }) {
  const headingId = useId();
  return (
    <section className="staff-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <LoadState load={load} ns={ns} empty={(items) => items.length === 0}>
        {(items) => (
          <div className="staff-table-wrap">
            <table className="staff-table" aria-labelledby={headingId}>
              <thead>
                <tr>
                  {columns.map((label) => (
                    <th key={label} scope="col">
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>{items.map(row)}</tbody>
            </table>
          </div>
        )}
      </LoadState>
    </section>
  );
}
