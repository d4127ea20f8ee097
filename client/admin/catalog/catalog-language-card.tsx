import { Download, FileText, Trash2, Upload } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { DEFAULT_LANG, type Lang } from '../../../shared/i18n.ts'
import { type Catalogue, catalogueFile } from '../../../shared/schemas/catalogue.ts'
import { Card } from '../components/card.tsx'
import { useToast } from '../components/toast.tsx'
import { ApiError, api } from '../lib/api.ts'
import { type Msg, useT } from '../lib/i18n.ts'
import { formatBytes, formatDate } from '../lib/lists.ts'
import { currentToken } from '../lib/session.ts'
import { useAdminAction } from '../lib/use-admin-action.ts'
import { useUnsavedChanges } from '../lib/unsaved-changes.ts'
import { checkCatalog } from './check-catalog.ts'

const TITLE = {
  tr: 'admin.catalog.lang.tr',
  en: 'admin.catalog.lang.en',
  es: 'admin.catalog.lang.es',
} as const
const FILE_LABEL = {
  tr: 'admin.catalog.file.tr',
  en: 'admin.catalog.file.en',
  es: 'admin.catalog.file.es',
} as const

/** One language's catalogue PDF: what is stored, a new upload, and (English, Spanish) its removal. */
export function CatalogLanguageCard({
  lang,
  catalogue,
  onSaved,
}: {
  lang: Lang
  catalogue: Catalogue
  onSaved: (saved: Catalogue) => void
}) {
  const t = useT()
  const toast = useToast()
  const actions = useAdminAction()
  const inputId = useId()
  const [file, setFile] = useState<File | null>(null)
  const [problem, setProblem] = useState<Msg | null>(null)
  const [busy, setBusy] = useState(false)
  const [inputKey, setInputKey] = useState(0)
  // A file picked but not uploaded yet (or still uploading) is an unsaved change.
  useUnsavedChanges(file !== null)
  const stored = catalogueFile(catalogue, lang)
  const fallback = lang === DEFAULT_LANG

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const invalid = checkCatalog(file, currentToken())
    setProblem(invalid)
    if (invalid || !file) return
    setBusy(true)
    const form = new FormData()
    form.append('lang', lang)
    form.append('file', file)
    try {
      const saved = await api<Catalogue>(`/api/admin/catalog?lang=${lang}`, {
        method: 'POST',
        form,
        keepSessionOn401: true,
      })
      onSaved(saved)
      setFile(null)
      setInputKey((n) => n + 1)
      toast.success({ id: 'admin.catalog.uploaded' })
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) setProblem({ id: 'admin.upload.sessionExpired' })
      else if (error instanceof ApiError && error.serverMessage)
        toast.error({ id: 'admin.catalog.error', values: { error: error.serverMessage } })
      else toast.error({ id: 'admin.catalog.errorGeneric' })
    }
    setBusy(false)
  }

  const remove = () =>
    actions.run({
      confirm: {
        title: t('admin.catalog.removeTitle', { catalogue: t(TITLE[lang]) }),
        message: t('admin.catalog.removeMessage'),
        confirmLabel: t('admin.catalog.remove'),
      },
      request: () => api<Catalogue>(`/api/admin/catalog?lang=${lang}`, { method: 'DELETE' }),
      success: { id: 'admin.catalog.removed' },
      failed: 'admin.catalog.removeFailed',
      onDone: onSaved,
      key: 'remove',
    })

  return (
    <Card
      title={t(TITLE[lang])}
      actions={
        fallback ? <span className="admin-badge admin-badge--info">{t('admin.catalog.fallback')}</span> : null
      }
    >
      {actions.dialog}
      <div className="admin-split admin-split--even">
        <div>
          {stored.file_url === '' ? (
            <p className="admin-empty">{t('admin.catalog.noneLang')}</p>
          ) : (
            <div className="admin-file">
              <span className="admin-file__icon" aria-hidden="true">
                <FileText size={28} />
              </span>
              <dl className="admin-facts">
                <dt>{t('admin.catalog.fileName')}</dt>
                <dd className="admin-break as-typed">{stored.file_name}</dd>
                <dt>{t('admin.catalog.size')}</dt>
                <dd>{formatBytes(stored.size)}</dd>
                <dt>{t('admin.catalog.updated')}</dt>
                <dd>{formatDate(stored.updated_at)}</dd>
              </dl>
              <a
                className="admin-button admin-button--sm"
                href={stored.file_url}
                target="_blank"
                rel="noopener"
              >
                <Download size={15} aria-hidden="true" />
                {t('admin.catalog.open')}
              </a>
              {!fallback && (
                <button
                  type="button"
                  className="admin-button admin-button--sm admin-button--danger"
                  disabled={actions.busy !== null}
                  onClick={() => void remove()}
                >
                  <Trash2 size={15} aria-hidden="true" />
                  {t('admin.catalog.remove')}
                </button>
              )}
            </div>
          )}
          {fallback && <p className="admin-field__hint">{t('admin.catalog.fallbackHint')}</p>}
        </div>
        <form noValidate onSubmit={submit} className="admin-form">
          <div className="admin-field">
            <label className="admin-field__label" htmlFor={inputId}>
              {t(FILE_LABEL[lang])}
            </label>
            <input
              key={inputKey}
              id={inputId}
              type="file"
              className="admin-input admin-input--file"
              accept="application/pdf,.pdf"
              aria-describedby={`${inputId}-hint${problem ? ` ${inputId}-error` : ''}`}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null)
                setProblem(null)
              }}
            />
            <p id={`${inputId}-hint`} className="admin-field__hint">
              {t('admin.catalog.hint')}
            </p>
            {problem && (
              <p id={`${inputId}-error`} className="admin-field__error" role="alert">
                {t(problem.id, problem.values)}
              </p>
            )}
          </div>
          <div className="admin-form__actions">
            <button type="submit" className="admin-button admin-button--primary" disabled={busy}>
              <Upload size={16} aria-hidden="true" />
              {busy ? t('admin.upload.uploading') : t('admin.catalog.submit')}
            </button>
          </div>
        </form>
      </div>
    </Card>
  )
}
