import { useState } from 'react'
import { VOCABULARY_KINDS, type Vocabularies } from '../../../shared/schemas/technical.ts'
import { fieldLabelId, fieldOfVocabulary } from '../../../shared/catalogue/technical-fields.ts'
import { LoadState } from '../components/load-state.tsx'
import { PageHeader } from '../components/page-header.tsx'
import { useConfirm } from '../components/confirm-dialog.tsx'
import { useToast } from '../components/toast.tsx'
import { api, errorText } from '../lib/api.ts'
import { failure, useT } from '../lib/i18n.ts'
import { useUnsavedChanges } from '../lib/unsaved-changes.ts'
import { HistoryBar } from '../revisions/history-button.tsx'
import { useApi } from '../lib/use-api.ts'
import '../products/size-table.css'
import './vocabularies.css'
import { KindEditor } from './kind-editor.tsx'
import { rowOf } from './term-row.ts'
import {
  changedKinds,
  changesBody,
  locateServerError,
  type Problem,
  rowProblems,
  type Rows,
  type ServerProblem,
} from './vocabulary-changes.ts'

const rowsOf = (vocabularies: Vocabularies): Rows =>
  Object.fromEntries(VOCABULARY_KINDS.map((kind) => [kind, vocabularies[kind].map(rowOf)])) as Rows

/**
 * "Teknik Sözlük": every vocabulary of the technical data (materials, classes, finishes, heads, drives, sectors,
 * inspection certificates: the registry's), one card per kind, titled as the product form names the field; labels in
 * three languages and the synonyms the search also finds a term by, new terms added, unused terms deleted. One Save
 * (kept in view at the foot) sends every changed kind together (PUT /api/admin/vocabularies, one write, all or
 * nothing), so no edit in one card is left behind while another is saved; each changed card says so, and a refusal
 * is shown at the term it concerns.
 */
export function VocabulariesPage() {
  const t = useT()
  const state = useApi<Vocabularies>('/api/admin/vocabularies')
  return (
    <>
      <PageHeader title={t('admin.nav.vocabularies')} intro={t('admin.vocabularies.intro')} />
      <HistoryBar collection="vocabularies" />
      {state.data ? (
        <VocabulariesForm stored={state.data} />
      ) : (
        <LoadState error={state.error} onRetry={state.reload} />
      )}
    </>
  )
}

function VocabulariesForm({ stored }: { stored: Vocabularies }) {
  const t = useT()
  const toast = useToast()
  const [dialog, confirm] = useConfirm()
  const [saved, setSaved] = useState(stored)
  const [rows, setRows] = useState(() => rowsOf(stored))
  const [saving, setSaving] = useState(false)
  // Row problems show once a save was tried, and then follow the edits (gone once fixed).
  const [checked, setChecked] = useState(false)
  const [refusal, setRefusal] = useState<(ServerProblem & { text: string }) | null>(null)

  const changed = changedKinds(rows, saved)
  useUnsavedChanges(changed.length > 0)
  const problems = Object.fromEntries(changed.map((kind) => [kind, rowProblems(rows[kind])])) as Partial<
    Record<(typeof changed)[number], Map<number, Problem>>
  >
  const problemCount = Object.values(problems).reduce((sum, map) => sum + (map?.size ?? 0), 0)

  const save = async () => {
    setChecked(true)
    setRefusal(null)
    if (problemCount > 0) {
      toast.error({ id: 'admin.vocabularies.fixProblems', values: { count: problemCount } })
      return
    }
    const body = changesBody(rows, changed)
    setSaving(true)
    try {
      const result = await api<Vocabularies>('/api/admin/vocabularies', { method: 'PUT', body })
      setSaved(result)
      setRows(rowsOf(result))
      setChecked(false)
      toast.success({ id: 'admin.vocabularies.savedKinds', values: { count: changed.length } })
    } catch (error) {
      const text = errorText(error)
      const located = text ? locateServerError(text, body, saved) : null
      if (located && text) setRefusal({ ...located, text })
      toast.error(failure(text, 'admin.error', 'admin.vocabularies.saveError'))
    } finally {
      setSaving(false)
    }
  }

  const discard = async () => {
    const ok = await confirm({
      title: t('admin.vocabularies.discardTitle'),
      message: t('admin.vocabularies.discardMessage', { count: changed.length }),
      confirmLabel: t('admin.vocabularies.discard'),
    })
    if (!ok) return
    setRows(rowsOf(saved))
    setChecked(false)
    setRefusal(null)
  }

  const kindName = (kind: (typeof changed)[number]) => t(fieldLabelId(fieldOfVocabulary(kind)))

  return (
    <form
      noValidate
      className="admin-form"
      onSubmit={(event) => {
        event.preventDefault()
        void save()
      }}
    >
      {VOCABULARY_KINDS.map((kind) => (
        <KindEditor
          key={kind}
          kind={kind}
          rows={rows[kind]}
          changed={changed.includes(kind)}
          problems={checked ? (problems[kind] ?? new Map()) : new Map()}
          refusal={refusal?.kind === kind ? refusal : null}
          onChange={(next) => {
            setRows((current) => ({ ...current, [kind]: next }))
            if (refusal?.kind === kind) setRefusal(null)
          }}
        />
      ))}
      <div className="admin-form__actions admin-form__actions--sticky admin-vocabularies__bar" data-save-bar>
        <button
          type="submit"
          className="admin-button admin-button--primary"
          disabled={saving || changed.length === 0}
        >
          {saving ? t('admin.saving') : t('admin.vocabularies.saveAll')}
        </button>
        <button
          type="button"
          className="admin-button"
          disabled={saving || changed.length === 0}
          onClick={() => void discard()}
        >
          {t('admin.vocabularies.discard')}
        </button>
        <p className="admin-vocabularies__status" role="status">
          {changed.length === 0
            ? t('admin.vocabularies.noChanges')
            : t('admin.vocabularies.changedKinds', {
                count: changed.length,
                kinds: changed.map(kindName).join(', '),
              })}
        </p>
      </div>
      {dialog}
    </form>
  )
}
