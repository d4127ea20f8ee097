import { FormattedMessage } from 'react-intl'
import { Link } from '../../../components/link.tsx'
import type { StandardSummary } from '../../../../shared/page-data.ts'
import { useHref } from '../../../lib/lang.ts'
import { EquivalentLinks } from './equivalent-links.tsx'

const COLUMNS = ['standards.column.standard', 'standards.column.title', 'standards.column.equivalent']

/** Standards as table rows: number, title, equivalent, status and how many of our products are made to it. */
export function StandardList({ standards }: { standards: StandardSummary[] }) {
  const href = useHref()
  return (
    <div className="standard-table-wrap">
      <table className="standard-list">
        <thead>
          <tr>
            {COLUMNS.map((title) => (
              <th key={title} scope="col">
                <FormattedMessage id={title} />
              </th>
            ))}
            <th scope="col" className="standard-list__count">
              <FormattedMessage id="standards.column.products" />
            </th>
          </tr>
        </thead>
        <tbody>
          {standards.map((standard) => (
            <tr key={standard.id}>
              <th scope="row">
                <Link className="standard-list__designation" to={href('standard', { slug: standard.id })}>
                  {standard.designation}
                </Link>
                {standard.status === 'withdrawn' && (
                  <span className="standard-badge standard-badge--withdrawn">
                    <FormattedMessage id="standards.status.withdrawn" />
                  </span>
                )}
                {standard.successor && (
                  <span className="standard-successor">
                    <FormattedMessage id="standards.replacedBy" values={{ successor: standard.successor }} />
                  </span>
                )}
              </th>
              <td>{standard.title}</td>
              <td>
                {standard.equivalents.length === 0 ? (
                  <span className="standard-list__none">–</span>
                ) : (
                  <EquivalentLinks equivalents={standard.equivalents} />
                )}
              </td>
              <td className="standard-list__count">{standard.productCount}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
