import { useId, useState } from 'react'
import { STANDARDS, STANDARDS_BY_ID } from '../../../shared/standards/index.ts'
import { useT } from '../lib/i18n.ts'

/** A standard as the admin reads it: "DIN 933 – Altı köşe başlı cıvata". */
const describe = (id: string) => {
  const standard = STANDARDS_BY_ID.get(id)
  return standard ? `${standard.designation} – ${standard.title.tr}` : id
}

/**
 * The product's standards: chosen ones as removable chips (the first is the main one), and a search over
 * shared/standards by number or title that adds one with a click, offering its DIN <-> ISO equivalent too.
 */
export function StandardsPicker({
  value,
  onChange,
}: {
  value: readonly string[]
  onChange: (ids: string[]) => void
}) {
  const t = useT()
  const id = useId()
  const [query, setQuery] = useState('')
  const wanted = query.trim().toLocaleLowerCase('tr').replace(/\s+/g, ' ')
  const matches =
    wanted === ''
      ? []
      : STANDARDS.filter(
          (standard) =>
            !value.includes(standard.id) &&
            `${standard.designation} ${standard.number} ${standard.title.tr}`
              .toLocaleLowerCase('tr')
              .includes(wanted),
        ).slice(0, 8)
  const equivalents = value.flatMap((chosen) =>
    (STANDARDS_BY_ID.get(chosen)?.equivalents ?? []).map((e) => e.id).filter((e) => !value.includes(e)),
  )
  const add = (standardId: string) => {
    onChange([...value, standardId])
    setQuery('')
  }
  return (
    <div className="admin-field admin-standards">
      <label className="admin-field__label" htmlFor={id}>
        {t('admin.technical.standards')}
      </label>
      {value.length > 0 && (
        <ul className="admin-chips" aria-label={t('admin.technical.standardsChosen')}>
          {value.map((standardId, index) => (
            <li key={standardId} className="admin-chip">
              <span>
                {describe(standardId)}
                {index === 0 && value.length > 1 ? ` (${t('admin.technical.mainStandard')})` : ''}
              </span>
              <button
                type="button"
                className="admin-chip__remove"
                aria-label={t('admin.technical.removeStandard', { name: describe(standardId) })}
                onClick={() => onChange(value.filter((chosen) => chosen !== standardId))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={id}
        className="admin-input"
        type="search"
        value={query}
        placeholder={t('admin.technical.standardsSearch')}
        onChange={(event) => setQuery(event.target.value)}
      />
      {(matches.length > 0 || equivalents.length > 0) && (
        <ul className="admin-standards__options">
          {[...new Set([...equivalents, ...matches.map((standard) => standard.id)])].map((standardId) => (
            <li key={standardId}>
              <button
                type="button"
                className="admin-button admin-button--quiet admin-button--sm"
                onClick={() => add(standardId)}
              >
                + {describe(standardId)}
                {equivalents.includes(standardId) ? ` (${t('admin.technical.equivalent')})` : ''}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
