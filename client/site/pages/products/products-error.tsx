import { AlertTriangle, RotateCw } from 'lucide-react'
import { FormattedMessage } from 'react-intl'

/** 'Ürünler yüklenirken hata oluştu' with 'Tekrar Dene', which reloads the page (spec 4, 8). */
export function ProductsError() {
  return (
    <div className="products-state products-state--error" role="alert">
      <AlertTriangle size={32} aria-hidden="true" />
      <p className="products-state__title">
        <FormattedMessage id="products.error" />
      </p>
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        <RotateCw size={16} aria-hidden="true" />
        <FormattedMessage id="products.retry" />
      </button>
    </div>
  )
}
