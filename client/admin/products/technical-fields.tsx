import {
  fieldLabelId,
  TECHNICAL_FIELD_KEYS,
  TECHNICAL_FIELDS,
  type TechnicalFieldKey,
  type TermListKey,
  type SingleTermKey,
  vocabularyOf,
} from '../../../shared/catalogue/technical-fields.ts'
import type { Technical, Vocabularies } from '../../../shared/schemas/technical.ts'
import { SelectField } from '../components/fields.tsx'
import { LocalizedFields } from '../components/localized-fields.tsx'
import { useT } from '../lib/i18n.ts'
import { StandardsPicker } from './standards-picker.tsx'
import { TermCheckboxes } from './term-checkboxes.tsx'

/**
 * "Teknik bilgiler": every field of the registry a product stores in `technical`, in its order: standards, the terms
 * of each vocabulary (a list as checkboxes, a single term as a select; labels shown in Turkish, as the admin edits
 * them) and free notes in three languages.
 */
export function TechnicalFields({
  value,
  vocabularies,
  onChange,
}: {
  value: Technical
  vocabularies: Vocabularies
  onChange: (technical: Technical) => void
}) {
  const t = useT()
  const set = <K extends keyof Technical>(key: K, next: Technical[K]) => onChange({ ...value, [key]: next })
  const field = (key: TechnicalFieldKey) => {
    const label = t(fieldLabelId(key))
    switch (TECHNICAL_FIELDS[key].kind) {
      case 'standards':
        return <StandardsPicker key={key} value={value.standards} onChange={(ids) => set('standards', ids)} />
      case 'terms': {
        const list = key as TermListKey
        return (
          <TermCheckboxes
            key={key}
            legend={label}
            terms={vocabularies[vocabularyOf(list)]}
            selected={value[list]}
            onChange={(ids) => set(list, ids)}
          />
        )
      }
      case 'term': {
        const single = key as SingleTermKey
        return (
          <SelectField
            key={key}
            label={label}
            value={value[single] ?? ''}
            onChange={(id) => set(single, id || null)}
          >
            <option value="">{t('admin.technical.none')}</option>
            {vocabularies[vocabularyOf(single)].map((term) => (
              <option key={term.id} value={term.id}>
                {term.label_tr}
              </option>
            ))}
          </SelectField>
        )
      }
      case 'notes':
        return (
          <LocalizedFields
            key={key}
            // The admin's own wording: "Teknik notlar" tells them apart from the product's description.
            label={t('admin.technical.notes')}
            base="notes"
            values={value}
            onChange={(text, next) => set(text, next)}
            multiline
            rows={3}
            maxLength={2000}
            hint={t('admin.technical.notesHint')}
          />
        )
      default:
        // Size and length are the size table's columns, edited below.
        return null
    }
  }
  // Single-term selects side by side, two a row (head and drive); every other field on its own row.
  const rows: TechnicalFieldKey[][] = []
  for (const key of TECHNICAL_FIELD_KEYS) {
    const last = rows.at(-1)
    const single = TECHNICAL_FIELDS[key].kind === 'term'
    if (single && last && last.length < 2 && TECHNICAL_FIELDS[last[0]!].kind === 'term') last.push(key)
    else rows.push([key])
  }
  return (
    <fieldset className="admin-terms admin-form" data-section="technical">
      <legend className="admin-card__title">{t('admin.technical.title')}</legend>
      {rows.map((row) =>
        TECHNICAL_FIELDS[row[0]!].kind === 'term' ? (
          <div key={row[0]} className="admin-form__grid admin-form__grid--2">
            {row.map(field)}
          </div>
        ) : (
          field(row[0]!)
        ),
      )}
    </fieldset>
  )
}
