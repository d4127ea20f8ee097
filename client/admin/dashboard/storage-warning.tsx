import { useIntl } from 'react-intl'
import type { StorageStatus } from '../../../shared/schemas/stats.ts'
import { useT } from '../lib/i18n.ts'

const MB = 1024 * 1024

/**
 * The dashboard's warning once visitors' attachments pass 80 % of their cap or the free disk is
 * under twice its floor (the server decides: `nearLimit`): past the cap or the floor, new
 * attachments are refused, so the admin should clear old requests before that happens.
 */
export function StorageWarning({ storage }: { storage: StorageStatus }) {
  const t = useT()
  const intl = useIntl()
  if (!storage.nearLimit) return null
  const mb = (bytes: number) => intl.formatNumber(bytes / MB, { maximumFractionDigits: 1 })
  return (
    <p className="admin-alert admin-alert--warning" role="status">
      {t('admin.dashboard.storage', {
        used: mb(storage.usedBytes),
        cap: mb(storage.capBytes),
        free: mb(storage.freeDiskBytes),
        floor: mb(storage.floorBytes),
      })}
    </p>
  )
}
