import { useId } from 'react'
import { useT } from '../lib/i18n.ts'

/** The "Çevirisi eksik" switch of a list, with how many records it would show. */
export function MissingFilter({
  checked,
  onChange,
  count,
}: {
  checked: boolean
  onChange: (checked: boolean) => void
  count: number
}) {
  const t = useT()
  const id = useId()
  return (
    <div className={`admin-filter-toggle${checked ? ' is-on' : ''}`}>
      <input
        id={id}
        type="checkbox"
        className="admin-checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>
        {t('admin.translation.filter')} <span className="admin-filter-toggle__count">{count}</span>
      </label>
    </div>
  )
}

/** A small badge naming the languages a record lacks ("İngilizcesi eksik"). */
export function MissingBadge({ langs }: { langs: readonly string[] }) {
  const t = useT()
  if (langs.length === 0) return null
  const which = langs.length > 1 ? 'both' : (langs[0] ?? 'both')
  return (
    <span className="admin-badge admin-badge--accent">{t('admin.translation.badge', { langs: which })}</span>
  )
}
