import { RefreshCw } from 'lucide-react'
import { useT } from '../lib/i18n.ts'

/** 'Yükleniyor...' while a screen's data loads, or the failure with a retry button. */
export function LoadState({ error, onRetry }: { error: string | null; onRetry: () => void }) {
  const t = useT()
  if (error === null)
    return (
      <p className="admin-loading" role="status">
        {t('common.loading')}
      </p>
    )
  return (
    <div className="admin-alert admin-alert--error" role="alert">
      <p>{error ? t('admin.load.error', { error }) : t('admin.load.network')}</p>
      <button type="button" className="admin-button admin-button--sm" onClick={onRetry}>
        <RefreshCw size={15} aria-hidden="true" />
        {t('admin.retry')}
      </button>
    </div>
  )
}
