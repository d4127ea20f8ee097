import { LayoutGrid, List } from 'lucide-react'
import { useIntl } from 'react-intl'
import type { ProductView } from './product-card.tsx'

/** Grid or list presentation of the product cards. */
export function ViewToggle({ view, onChange }: { view: ProductView; onChange: (view: ProductView) => void }) {
  const intl = useIntl()
  const options = [
    { value: 'grid', Icon: LayoutGrid, label: 'products.view.grid' },
    { value: 'list', Icon: List, label: 'products.view.list' },
  ] as const
  return (
    <div className="view-toggle" role="group" aria-label={intl.formatMessage({ id: 'products.view.label' })}>
      {options.map(({ value, Icon, label }) => (
        <button
          key={value}
          type="button"
          className={view === value ? 'view-toggle__button is-current' : 'view-toggle__button'}
          aria-pressed={view === value}
          aria-label={intl.formatMessage({ id: label })}
          title={intl.formatMessage({ id: label })}
          onClick={() => onChange(value)}
        >
          <Icon size={18} aria-hidden="true" />
        </button>
      ))}
    </div>
  )
}
