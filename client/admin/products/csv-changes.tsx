import type { CsvImportReply } from '../../../shared/schemas/products-csv.ts'
import { useT } from '../lib/i18n.ts'

/**
 * What a checked CSV file changes, before it is applied: a line per new product and a line per cell that changes
 * (row, product, column, old -> new), as many as the server lists, with the total.
 */
export function CsvChanges({ result }: { result: CsvImportReply }) {
  const t = useT()
  if (result.changeCount === 0) return null
  return (
    <>
      <p className="admin-muted">
        {t('admin.productsCsv.changesFound', { count: result.changeCount })}
        {result.changeCount > result.changes.length &&
          ` ${t('admin.productsCsv.changesListed', { count: result.changes.length })}`}
      </p>
      <div className="admin-table-wrap admin-table-wrap--scroll">
        <table className="admin-table admin-table--dense" data-testid="csv-changes">
          <thead>
            <tr>
              <th scope="col">{t('admin.productsCsv.row')}</th>
              <th scope="col">{t('admin.productsCsv.product')}</th>
              <th scope="col">{t('admin.productsCsv.column')}</th>
              <th scope="col">{t('admin.productsCsv.before')}</th>
              <th scope="col">{t('admin.productsCsv.after')}</th>
            </tr>
          </thead>
          <tbody>
            {result.changes.map((change) => (
              <tr key={`${change.row}-${change.column}`}>
                <td>{change.row}</td>
                <td>
                  {change.name} <span className="admin-muted">({change.slug})</span>
                </td>
                {change.action === 'create' ? (
                  <td colSpan={3}>{t('admin.productsCsv.newProduct')}</td>
                ) : (
                  <>
                    <td>
                      <code>{change.column}</code>
                    </td>
                    <td className="admin-change admin-change--before">{change.before || '—'}</td>
                    <td className="admin-change admin-change--after">{change.after || '—'}</td>
                  </>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}
