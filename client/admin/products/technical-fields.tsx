import type { Technical, Vocabularies } from '../../../shared/schemas/technical.ts'
import { SelectField } from '../components/fields.tsx'
import { LocalizedFields } from '../components/localized-fields.tsx'
import { useT } from '../lib/i18n.ts'
import { StandardsPicker } from './standards-picker.tsx'
import { TermCheckboxes } from './term-checkboxes.tsx'

/**
 * "Teknik bilgiler": standards, the terms of each vocabulary (labels shown in Turkish, as the admin edits them),
 * head and drive, and free notes in three languages.
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
  return (
    <fieldset className="admin-terms admin-form" data-section="technical">
      <legend className="admin-card__title">{t('admin.technical.title')}</legend>
      <StandardsPicker value={value.standards} onChange={(ids) => set('standards', ids)} />
      <TermCheckboxes
        legend={t('admin.vocabularies.kind.materials')}
        terms={vocabularies.materials}
        selected={value.materials}
        onChange={(ids) => set('materials', ids)}
      />
      <TermCheckboxes
        legend={t('admin.vocabularies.kind.classes')}
        terms={vocabularies.classes}
        selected={value.classes}
        onChange={(ids) => set('classes', ids)}
      />
      <TermCheckboxes
        legend={t('admin.vocabularies.kind.finishes')}
        terms={vocabularies.finishes}
        selected={value.finishes}
        onChange={(ids) => set('finishes', ids)}
      />
      <div className="admin-form__grid admin-form__grid--2">
        <SelectField
          label={t('admin.vocabularies.kind.heads')}
          value={value.head ?? ''}
          onChange={(id) => set('head', id || null)}
        >
          <option value="">{t('admin.technical.none')}</option>
          {vocabularies.heads.map((term) => (
            <option key={term.id} value={term.id}>
              {term.label_tr}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('admin.vocabularies.kind.drives')}
          value={value.drive ?? ''}
          onChange={(id) => set('drive', id || null)}
        >
          <option value="">{t('admin.technical.none')}</option>
          {vocabularies.drives.map((term) => (
            <option key={term.id} value={term.id}>
              {term.label_tr}
            </option>
          ))}
        </SelectField>
      </div>
      <TermCheckboxes
        legend={t('admin.vocabularies.kind.sectors')}
        terms={vocabularies.sectors}
        selected={value.sectors}
        onChange={(ids) => set('sectors', ids)}
      />
      <LocalizedFields
        label={t('admin.technical.notes')}
        base="notes"
        values={value}
        onChange={(key, text) => set(key, text)}
        multiline
        rows={3}
        maxLength={2000}
        hint={t('admin.technical.notesHint')}
      />
    </fieldset>
  )
}
