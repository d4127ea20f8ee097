import { FormattedMessage } from 'react-intl'
import { usePageStatus } from '../../lib/page-data.tsx'

/** Shown while a page's data is on its way after client-side navigation ('Yükleniyor...'). */
export function PageLoading() {
  const { error, retry } = usePageStatus()
  if (error) {
    return (
      <div className="container page-state" role="alert">
        <p>
          <FormattedMessage id="error.title" />
        </p>
        <button type="button" className="button button--primary" onClick={retry}>
          <FormattedMessage id="error.reload" />
        </button>
      </div>
    )
  }
  return (
    <div className="container page-state" aria-live="polite">
      <FormattedMessage id="common.loading" />
    </div>
  )
}
