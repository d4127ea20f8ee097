import { useT } from '../lib/i18n.ts'

const WHEN = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'medium', timeStyle: 'short' })

/** A stored time as the admin reads it ("27 Kas 2026 11:19"). */
export function formatWhen(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : WHEN.format(date)
}

type T = ReturnType<typeof useT>

/** A size row as the size table reads it: "M8 × 30 mm · Stokta · 15,6 kg/1000 · Özel boy". */
function sizeRowLine(row: Record<string, unknown>, t: T): string {
  const parts = [typeof row.length === 'number' ? `${String(row.size)} × ${row.length} mm` : String(row.size)]
  parts.push(t(row.stock === 'stock' ? 'admin.sizes.inStock' : 'admin.sizes.toOrder'))
  if (typeof row.weight_per_1000 === 'number')
    parts.push(`${row.weight_per_1000.toLocaleString('tr-TR')} kg/1000`)
  if (row.special === true) parts.push(t('admin.sizes.special'))
  return parts.join(' · ')
}

/** One short line for a value inside a list (a size row: "M8 × 30 mm · Stokta"). */
function inline(value: unknown, t: T): string {
  if (value === null || value === undefined || value === '') return '—'
  if (typeof value === 'object' && !Array.isArray(value) && 'size' in value && 'stock' in value)
    return sizeRowLine(value as Record<string, unknown>, t)
  if (typeof value === 'object')
    return Array.isArray(value)
      ? value.map((item) => inline(item, t)).join(', ')
      : Object.values(value as Record<string, unknown>)
          .map((item) => inline(item, t))
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
          <li key={at}>{inline(item, t)}</li>
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
            <dd>{inline(item, t)}</dd>
          </div>
        ))}
      </dl>
    )
  }
  return <span className="revisions__text">{String(value)}</span>
}
