import { Download, FileText, Upload } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import type { Catalogue } from '../../../shared/schemas/catalogue.ts'
import { Card } from '../components/card.tsx'
import { LoadState } from '../components/load-state.tsx'
import { PageHeader } from '../components/page-header.tsx'
import { useToast } from '../components/toast.tsx'
import { ApiError, api } from '../lib/api.ts'
import { type Msg, useT } from '../lib/i18n.ts'
import { formatBytes, formatDate } from '../lib/lists.ts'
import { currentToken } from '../lib/session.ts'
import { useApi } from '../lib/use-api.ts'

/** docs/admin-api.md: a PDF of at most 30 MB. */
export const MAX_CATALOGUE_BYTES = 30 * 1024 * 1024

export function checkCatalogue(file: File | null, token: string | null): Msg | null {
  if (!file) return { id: 'admin.catalogue.chooseFirst' }
  const pdf = file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf')
  if (!pdf) return { id: 'admin.catalogue.notPdf' }
  if (file.size > MAX_CATALOGUE_BYTES) return { id: 'admin.catalogue.tooLarge' }
  if (!token) return { id: 'admin.upload.sessionExpired' }
  return null
}

/** /admin/catalog: the current catalogue PDF (name, size, date, link) and the upload of a new one. */
export function CataloguePage() {
  const t = useT()
  const toast = useToast()
  const state = useApi<Catalogue>('/api/admin/catalog')
  const inputId = useId()
  const [file, setFile] = useState<File | null>(null)
  const [problem, setProblem] = useState<Msg | null>(null)
  const [busy, setBusy] = useState(false)
  const [inputKey, setInputKey] = useState(0)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const invalid = checkCatalogue(file, currentToken())
    setProblem(invalid)
    if (invalid || !file) return
    setBusy(true)
    const form = new FormData()
    form.append('file', file)
    try {
      const saved = await api<Catalogue>('/api/admin/catalog', {
        method: 'POST',
        form,
        keepSessionOn401: true,
      })
      state.setData(() => saved)
      setFile(null)
      setInputKey((n) => n + 1)
      toast.success({ id: 'admin.catalogue.uploaded' })
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) setProblem({ id: 'admin.upload.sessionExpired' })
      else if (error instanceof ApiError && error.serverMessage)
        toast.error({ id: 'admin.catalogue.error', values: { error: error.serverMessage } })
      else toast.error({ id: 'admin.catalogue.errorGeneric' })
    }
    setBusy(false)
  }

  const catalogue = state.data
  return (
    <>
      <PageHeader title={t('admin.catalogue.title')} intro={t('admin.catalogue.intro')} />
      <div className="admin-split admin-split--even">
        <Card title={t('admin.catalogue.current')}>
          {!catalogue ? (
            <LoadState error={state.error} onRetry={state.reload} />
          ) : !catalogue.file_url ? (
            <p className="admin-empty">{t('admin.catalogue.none')}</p>
          ) : (
            <div className="admin-file">
              <span className="admin-file__icon" aria-hidden="true">
                <FileText size={28} />
              </span>
              <dl className="admin-facts">
                <dt>{t('admin.catalogue.fileName')}</dt>
                <dd className="admin-break">{catalogue.file_name}</dd>
                <dt>{t('admin.catalogue.size')}</dt>
                <dd>{formatBytes(catalogue.size)}</dd>
                <dt>{t('admin.catalogue.updated')}</dt>
                <dd>{formatDate(catalogue.updated_at)}</dd>
              </dl>
              <a
                className="admin-button admin-button--sm"
                href={catalogue.file_url}
                target="_blank"
                rel="noopener"
              >
                <Download size={15} aria-hidden="true" />
                {t('admin.catalogue.open')}
              </a>
            </div>
          )}
        </Card>
        <Card title={t('admin.catalogue.upload')}>
          <form noValidate onSubmit={submit} className="admin-form">
            <div className="admin-field">
              <label className="admin-field__label" htmlFor={inputId}>
                {t('admin.catalogue.file')}
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
                {t('admin.catalogue.hint')}
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
                {busy ? t('admin.upload.uploading') : t('admin.catalogue.submit')}
              </button>
            </div>
          </form>
        </Card>
      </div>
    </>
  )
}
