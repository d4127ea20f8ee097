import { FormattedMessage } from 'react-intl'
import { Icon } from '../../../components/icon.tsx'

/**
 * 'Ürünler yüklenirken hata oluştu' with 'Tekrar Dene', which reloads the page: a full load retries
 * everything that failed.
 */
export function ProductsError() {
  return (
    <div className="products-state products-state--error" role="alert">
      <Icon name="triangle-exclamation-point" size={32} />
      <p className="products-state__title">
        <FormattedMessage id="products.error" />
      </p>
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        <Icon name="rotate-cw" size={16} />
        <FormattedMessage id="products.retry" />
      </button>
    </div>
  )
}
