import { Plus, Trash2 } from 'lucide-react'
import { useState } from 'react'
import {
  VOCABULARY_KINDS,
  type Term,
  type Vocabularies,
  type VocabularyKind,
} from '../../../shared/schemas/technical.ts'
import { fieldLabelId, fieldOfVocabulary } from '../../../shared/catalogue/technical-fields.ts'
import { Card } from '../components/card.tsx'
import { LoadState } from '../components/load-state.tsx'
import { PageHeader } from '../components/page-header.tsx'
import { HistoryBar } from '../revisions/history-button.tsx'
import { api } from '../lib/api.ts'
import { useT } from '../lib/i18n.ts'
import { useAdminAction } from '../lib/use-admin-action.ts'
import { useApi } from '../lib/use-api.ts'
import '../products/size-table.css'
import './vocabularies.css'
import { type Row, rowOf, termId, termOf } from './term-row.ts'

/**
 * "Teknik Sözlük": every vocabulary of the technical data (materials, classes, finishes, heads, drives, sectors,
 * inspection certificates: the registry's), one card per kind, titled as the product form names the field; labels in
 * three languages and the synonyms the search also finds a term by, new terms added, unused terms deleted. A kind is saved whole
 * (PUT /api/admin/vocabularies/:kind); the server refuses to delete a term products use.
 */
export function VocabulariesPage() {
  const t = useT()
  const state = useApi<Vocabularies>('/api/admin/vocabularies')
  return (
    <>
      <PageHeader title={t('admin.nav.vocabularies')} intro={t('admin.vocabularies.intro')} />
      <HistoryBar collection="vocabularies" />
      {state.data ? (
        VOCABULARY_KINDS.map((kind) => (
          <KindEditor
            // A saved list starts the editor afresh from what the server stored.
            key={`${kind}:${JSON.stringify(state.data![kind])}`}
            kind={kind}
            terms={state.data![kind]}
            onSaved={state.reload}
          />
        ))
      ) : (
        <LoadState error={state.error} onRetry={state.reload} />
      )}
    </>
  )
}

function KindEditor({
  kind,
  terms,
  onSaved,
}: {
  kind: VocabularyKind
  terms: readonly Term[]
  onSaved: () => void
}) {
  const t = useT()
  const { dialog, run, busy } = useAdminAction()
  const [rows, setRows] = useState<Row[]>(() => terms.map(rowOf))

  const update = (index: number, patch: Partial<Row>) =>
    setRows((current) => current.map((row, at) => (at === index ? { ...row, ...patch } : row)))
  const save = () =>
    run({
      key: kind,
      request: () =>
        api(`/api/admin/vocabularies/${kind}`, {
          method: 'PUT',
          body: { terms: rows.map(termOf) },
        }),
      success: { id: 'admin.vocabularies.saved' },
      failed: 'admin.vocabularies.saveError',
      onDone: onSaved,
    })

  return (
    <Card title={t(fieldLabelId(fieldOfVocabulary(kind)))} className="admin-card--form">
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
            {rows.map((row, index) => (
              <tr key={row.isNew ? `new-${index}` : row.id}>
                <td>
                  {row.isNew ? (
                    <input
                      className="admin-input"
                      aria-label={t('admin.vocabularies.id')}
                      value={row.id}
                      placeholder={termId(row.label_tr)}
                      onChange={(event) => update(index, { id: event.target.value })}
                    />
                  ) : (
                    <code>{row.id}</code>
                  )}
                </td>
                {(['label_tr', 'label_en', 'label_es'] as const).map((key) => (
                  <td key={key}>
                    <input
                      className="admin-input"
                      aria-label={`${t(`admin.vocabularies.label.${key.slice(-2) as 'tr' | 'en' | 'es'}`)}: ${row.id || row.label_tr}`}
                      value={row[key]}
                      maxLength={120}
                      onChange={(event) => update(index, { [key]: event.target.value })}
                    />
                  </td>
                ))}
                <td>
                  <input
                    className="admin-input admin-vocabularies__synonyms"
                    aria-label={`${t('admin.vocabularies.synonyms')}: ${row.id || row.label_tr}`}
                    title={t('admin.vocabularies.synonyms.hint')}
                    value={row.synonymsText}
                    placeholder={t('admin.vocabularies.synonyms.placeholder')}
                    onChange={(event) => update(index, { synonymsText: event.target.value })}
                  />
                </td>
                <td>
                  <button
                    type="button"
                    className="admin-button admin-button--danger-quiet admin-button--sm"
                    aria-label={t('admin.vocabularies.delete', { name: row.label_tr || row.id })}
                    onClick={() => setRows((current) => current.filter((_, at) => at !== index))}
                  >
                    <Trash2 size={16} aria-hidden="true" />
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="admin-form__actions">
        <button
          type="button"
          className="admin-button admin-button--sm"
          onClick={() =>
            setRows((current) => [
              ...current,
              { id: '', label_tr: '', label_en: '', label_es: '', isNew: true, synonymsText: '' },
            ])
          }
        >
          <Plus size={16} aria-hidden="true" /> {t('admin.vocabularies.add')}
        </button>
        <button
          type="button"
          className="admin-button admin-button--primary admin-button--sm"
          disabled={busy === kind}
          onClick={save}
        >
          {t('admin.vocabularies.save')}
        </button>
      </div>
      {dialog}
    </Card>
  )
}
