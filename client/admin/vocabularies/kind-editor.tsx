import { Plus, Trash2 } from 'lucide-react'
import { Fragment, useId } from 'react'
import type { VocabularyKind } from '../../../shared/schemas/technical.ts'
import { fieldLabelId, fieldOfVocabulary } from '../../../shared/catalogue/technical-fields.ts'
import { Card } from '../components/card.tsx'
import { useT } from '../lib/i18n.ts'
import { type Row, termId } from './term-row.ts'
import type { Problem } from './vocabulary-changes.ts'

const LABEL_KEYS = ['label_tr', 'label_en', 'label_es'] as const

/** Which input a problem concerns, so that input is marked and described by it. */
const FIELD_OF: Record<Problem, 'id' | 'label_tr' | 'synonymsText' | null> = {
  'admin.vocabularies.problem.labelRequired': 'label_tr',
  'admin.vocabularies.problem.idInvalid': 'id',
  'admin.vocabularies.problem.idTwice': 'id',
  'admin.vocabularies.problem.synonyms': 'synonymsText',
  'admin.vocabularies.problem.invalid': null,
}

/**
 * One vocabulary's card: a row per term (id, three labels, synonyms, delete) and "Terim ekle". It edits rows
 * only; the screen's one Save sends them. A changed card says so in its head; a term the save refused shows why
 * beneath it, and a refusal of the card as a whole (a term in use deleted) shows above the table.
 */
export function KindEditor({
  kind,
  rows,
  changed,
  problems,
  refusal,
  onChange,
}: {
  kind: VocabularyKind
  rows: readonly Row[]
  changed: boolean
  problems: ReadonlyMap<number, Problem>
  refusal: { index?: number; text: string; problem?: Problem } | null
  onChange: (rows: Row[]) => void
}) {
  const t = useT()
  const problemId = useId()
  const update = (index: number, patch: Partial<Row>) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)))

  const problemAt = (index: number): string | null => {
    const own = problems.get(index)
    if (own) return t(own)
    if (refusal?.index === index) return refusal.problem ? t(refusal.problem) : refusal.text
    return null
  }
  const fieldAt = (index: number) => {
    const own = problems.get(index) ?? (refusal?.index === index ? refusal.problem : undefined)
    return own ? FIELD_OF[own] : null
  }
  const marked = (index: number, field: 'id' | 'label_tr' | 'synonymsText') =>
    fieldAt(index) === field
      ? { 'aria-invalid': true as const, 'aria-describedby': `${problemId}-${index}` }
      : {}

  return (
    <Card
      title={t(fieldLabelId(fieldOfVocabulary(kind)))}
      className={`admin-card--form${changed ? ' admin-vocabularies--changed' : ''}`}
      actions={
        changed ? (
          <span className="admin-badge admin-badge--accent" data-changed={kind}>
            {t('admin.vocabularies.changed')}
          </span>
        ) : undefined
      }
    >
      {refusal && refusal.index === undefined && (
        <p className="admin-alert admin-alert--error" role="alert">
          {refusal.text}
        </p>
      )}
      <div className="admin-sizes__scroll" data-kind={kind}>
        <table className="admin-sizes__table">
          <thead>
            <tr>
              <th scope="col">{t('admin.vocabularies.id')}</th>
              <th scope="col">{t('admin.vocabularies.label.tr')}</th>
              <th scope="col">{t('admin.vocabularies.label.en')}</th>
              <th scope="col">{t('admin.vocabularies.label.es')}</th>
              <th scope="col" title={t('admin.vocabularies.synonyms.hint')}>
                {t('admin.vocabularies.synonyms')}
              </th>
              <th scope="col">
                <span className="visually-hidden">{t('admin.sizes.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => {
              const problem = problemAt(index)
              const name = row.id || row.label_tr
              return (
                <Fragment key={row.isNew ? `new-${index}` : row.id}>
                  <tr className={problem ? 'is-invalid' : undefined}>
                    <td>
                      {row.isNew ? (
                        <input
                          className="admin-input"
                          aria-label={t('admin.vocabularies.id')}
                          value={row.id}
                          placeholder={termId(row.label_tr)}
                          onChange={(event) => update(index, { id: event.target.value })}
                          {...marked(index, 'id')}
                        />
                      ) : (
                        <code>{row.id}</code>
                      )}
                    </td>
                    {LABEL_KEYS.map((key) => (
                      <td key={key}>
                        <input
                          className="admin-input"
                          aria-label={`${t(`admin.vocabularies.label.${key.slice(-2) as 'tr' | 'en' | 'es'}`)}: ${name}`}
                          value={row[key]}
                          maxLength={120}
                          onChange={(event) => update(index, { [key]: event.target.value })}
                          {...(key === 'label_tr' ? marked(index, 'label_tr') : {})}
                        />
                      </td>
                    ))}
                    <td>
                      <input
                        className="admin-input admin-vocabularies__synonyms"
                        aria-label={`${t('admin.vocabularies.synonyms')}: ${name}`}
                        title={t('admin.vocabularies.synonyms.hint')}
                        value={row.synonymsText}
                        placeholder={t('admin.vocabularies.synonyms.placeholder')}
                        onChange={(event) => update(index, { synonymsText: event.target.value })}
                        {...marked(index, 'synonymsText')}
                      />
                    </td>
                    <td>
                      <button
                        type="button"
                        className="admin-button admin-button--danger-quiet admin-button--sm"
                        aria-label={t('admin.vocabularies.delete', { name: row.label_tr || row.id })}
                        onClick={() => onChange(rows.filter((_, at) => at !== index))}
                      >
                        <Trash2 size={16} aria-hidden="true" />
                      </button>
                    </td>
                  </tr>
                  {problem && (
                    <tr className="admin-vocabularies__problem">
                      <td colSpan={6} id={`${problemId}-${index}`} role="alert">
                        {row.label_tr.trim()
                          ? t('admin.vocabularies.problemOf', { name: row.label_tr, problem })
                          : problem}
                      </td>
                    </tr>
                  )}
                </Fragment>
              )
            })}
          </tbody>
        </table>
      </div>
      <div className="admin-form__actions">
        <button
          type="button"
          className="admin-button admin-button--sm"
          onClick={() =>
            onChange([
              ...rows,
              { id: '', label_tr: '', label_en: '', label_es: '', isNew: true, synonymsText: '' },
            ])
          }
        >
          <Plus size={16} aria-hidden="true" /> {t('admin.vocabularies.add')}
        </button>
      </div>
    </Card>
  )
}
