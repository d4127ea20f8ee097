import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { Icon } from '../../components/icon.tsx'
import { Link } from '../../components/link.tsx'

/** "Home > Products > Bolts > DIN 933": links to the pages above this one, then this page's name. */
export function Breadcrumb({
  trail,
  current,
}: {
  trail: { to: string; label: ReactNode }[]
  current: ReactNode
}) {
  const intl = useIntl()
  return (
    <nav className="breadcrumb" aria-label={intl.formatMessage({ id: 'product.breadcrumb' })}>
      <ol>
        {trail.map((crumb) => (
          <li key={crumb.to}>
            <Link to={crumb.to}>{crumb.label}</Link>
            <Icon name="chevron-right" size={14} className="breadcrumb__separator" />
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  )
}
