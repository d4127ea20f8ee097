import { useIntl } from 'react-intl'
import { Icon } from '../../../components/icon.tsx'
import type { ProductView } from './product-card.tsx'

/** Grid or list presentation of the product cards. */
export function ViewToggle({ view, onChange }: { view: ProductView; onChange: (view: ProductView) => void }) {
  const intl = useIntl()
  const options = [
    { value: 'grid', icon: 'layout-grid', label: 'products.view.grid' },
    { value: 'list', icon: 'list', label: 'products.view.list' },
  ] as const
  return (
    <div className="view-toggle" role="group" aria-label={intl.formatMessage({ id: 'products.view.label' })}>
      {options.map(({ value, icon, label }) => (
        <button
          key={value}
          type="button"
          className={view === value ? 'view-toggle__button is-current' : 'view-toggle__button'}
          aria-pressed={view === value}
          aria-label={intl.formatMessage({ id: label })}
          title={intl.formatMessage({ id: label })}
          onClick={() => onChange(value)}
        >
          <Icon name={icon} size={18} />
        </button>
      ))}
    </div>
  )
}
