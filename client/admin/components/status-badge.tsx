import { useT } from '../lib/i18n.ts'

/** Aktif / Pasif: whether the record is shown on the public site. */
export function StatusBadge({ active }: { active: boolean }) {
  const t = useT()
  return (
    <span className={`admin-badge ${active ? 'admin-badge--success' : 'admin-badge--muted'}`}>
      {active ? t('admin.active') : t('admin.inactive')}
    </span>
  )
}
