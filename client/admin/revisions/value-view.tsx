import { useT } from '../lib/i18n.ts'

const WHEN = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'medium', timeStyle: 'short' })

/** A stored time as the admin reads it ("27 Kas 2026 11:19"). */
export function formatWhen(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : WHEN.format(date)
}

/** One short line for a value inside a list (a size row: "M8 · 30 · stock · —"). */
function inline(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—'
  if (typeof value === 'object')
    return Array.isArray(value)
      ? value.map(inline).join(', ')
      : Object.values(value as Record<string, unknown>)
          .map(inline)
          .join(' · ')
  return String(value)
}

/**
 * A stored field's value, readable whatever its shape: text as written, yes/no, a list one item a line (a size
 * table one row a line), an object one key a line.
 */
export function ValueView({ value }: { value: unknown }) {
  const t = useT()
  if (value === null || value === undefined || value === '') return <span className="revisions__none">—</span>
  if (typeof value === 'boolean') return <>{t(value ? 'admin.revisions.yes' : 'admin.revisions.no')}</>
  if (Array.isArray(value)) {
    if (value.length === 0) return <span className="revisions__none">—</span>
    return (
      <ul className="revisions__items">
        {value.map((item, at) => (
          <li key={at}>{inline(item)}</li>
        ))}
      </ul>
    )
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
    return (
      <dl className="revisions__pairs">
        {entries.map(([key, item]) => (
          <div key={key}>
            <dt>{key}</dt>
            <dd>{inline(item)}</dd>
          </div>
        ))}
      </dl>
    )
  }
  return <span className="revisions__text">{String(value)}</span>
}
