import type { ReactNode } from 'react'

export type Column<T> = {
  key: string
  header: ReactNode
  cell: (row: T) => ReactNode
  /** Label shown beside the value when rows become cards on narrow screens. */
  label?: string
  className?: string
}

/** A dense table; below 720 px each row becomes a card with labelled values. */
export function DataTable<T>({
  caption,
  rows,
  columns,
  rowKey,
  empty,
  rowClassName,
}: {
  caption: string
  rows: readonly T[]
  columns: readonly Column<T>[]
  rowKey: (row: T) => string
  empty: ReactNode
  rowClassName?: (row: T) => string | undefined
}) {
  if (rows.length === 0) return <p className="admin-empty">{empty}</p>
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.className}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={rowClassName?.(row)}>
              {columns.map((column) => (
                <td key={column.key} className={column.className} data-label={column.label}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
