import { ImageOff, Upload, X } from 'lucide-react'
import { type ChangeEvent, useId, useState } from 'react'
import { type Msg, useT } from '../lib/i18n.ts'
import type { ImageKind } from '../../../shared/schemas/upload.ts'
import { IMAGE_ACCEPT, uploadImage } from '../lib/upload.ts'

/**
 * One uploaded image: preview, a file picker that uploads at once (with the client-side checks
 * and messages of lib/upload.ts), and a remove button. The stored value is the uploaded URL.
 */
export function ImageUploadField({
  label,
  value,
  onChange,
  kind,
  fields,
  hint,
  required = false,
  error,
}: {
  label: string
  value: string
  onChange: (url: string) => void
  kind: ImageKind
  /** Extra multipart fields the upload route reads (productName, title, type). */
  fields?: Record<string, string>
  hint?: string
  required?: boolean
  error?: string | null
}) {
  const t = useT()
  const id = useId()
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<Msg | null>(null)

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget
    const file = input.files?.[0]
    input.value = ''
    if (!file) return
    setBusy(true)
    setProblem(null)
    const result = await uploadImage(kind, file, fields)
    setBusy(false)
    if (result.ok) onChange(result.url)
    else setProblem(result.message)
  }

  // Only addresses a browser may load as an image are previewed (a typed URL can be anything).
  const previewable = /^(https?:\/\/|\/(?!\/))/.test(value)
  const shownError = problem ? t(problem.id, problem.values) : error
  return (
    <div className="admin-field admin-upload" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="admin-field__label">
        {label}
        {required && (
          <span className="admin-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </span>
      <div className="admin-upload__body">
        <div className="admin-upload__preview">
          {previewable ? (
            <img src={value} alt={t('admin.upload.preview', { label })} />
          ) : (
            <span className="admin-upload__empty">
              <ImageOff size={22} aria-hidden="true" />
              {t('admin.upload.none')}
            </span>
          )}
        </div>
        <div className="admin-upload__controls">
          <label className={`admin-button admin-button--sm admin-upload__pick${busy ? ' is-busy' : ''}`}>
            <input
              type="file"
              className="visually-hidden"
              accept={IMAGE_ACCEPT}
              disabled={busy}
              aria-label={label}
              aria-describedby={`${id}-hint${shownError ? ` ${id}-error` : ''}`}
              onChange={onFile}
            />
            <Upload size={15} aria-hidden="true" />
            {busy ? t('admin.upload.uploading') : value ? t('admin.upload.change') : t('admin.upload.choose')}
          </label>
          {value && !busy && (
            <button
              type="button"
              className="admin-button admin-button--sm admin-button--quiet"
              onClick={() => onChange('')}
            >
              <X size={15} aria-hidden="true" />
              {t('admin.upload.remove')}
            </button>
          )}
          <p id={`${id}-hint`} className="admin-field__hint">
            {hint ?? t('admin.upload.hint')}
          </p>
          {shownError && (
            <p id={`${id}-error`} className="admin-field__error" role="alert">
              {shownError}
            </p>
          )}
        </div>
      </div>
    </div>
  )
}
