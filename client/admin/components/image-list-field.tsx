import { Plus, X } from 'lucide-react'
import { type ChangeEvent, useId, useState } from 'react'
import { type Msg, useT } from '../lib/i18n.ts'
import type { ImageKind } from '../../../shared/schemas/upload.ts'
import { IMAGE_ACCEPT, uploadImage } from '../lib/upload.ts'

/** Several uploaded images (a product's extra images): thumbnails with remove buttons, and an add picker. */
export function ImageListField({
  label,
  values,
  onChange,
  kind,
  fields,
  max = 20,
}: {
  label: string
  values: string[]
  onChange: (urls: string[]) => void
  kind: ImageKind
  fields?: Record<string, string>
  max?: number
}) {
  const t = useT()
  const id = useId()
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<Msg | null>(null)

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget
    const files = Array.from(input.files ?? []).slice(0, Math.max(0, max - values.length))
    input.value = ''
    if (files.length === 0) return
    setBusy(true)
    setProblem(null)
    const added: string[] = []
    for (const file of files) {
      const result = await uploadImage(kind, file, fields)
      if (result.ok) added.push(result.url)
      else setProblem(result.message)
    }
    setBusy(false)
    if (added.length > 0) onChange([...values, ...added])
  }

  return (
    <div className="admin-field admin-gallery" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="admin-field__label">
        {label}
      </span>
      <ul className="admin-gallery__list">
        {values.map((url, index) => (
          <li key={`${url}-${index}`} className="admin-gallery__item">
            <img src={url} alt={t('admin.upload.extraPreview', { n: index + 1 })} />
            <button
              type="button"
              className="admin-gallery__remove"
              aria-label={t('admin.upload.removeNumbered', { n: index + 1 })}
              onClick={() => onChange(values.filter((_, i) => i !== index))}
            >
              <X size={14} aria-hidden="true" />
            </button>
          </li>
        ))}
        {values.length < max && (
          <li className="admin-gallery__item admin-gallery__item--add">
            <label className={`admin-gallery__add${busy ? ' is-busy' : ''}`}>
              <input
                type="file"
                multiple
                className="visually-hidden"
                accept={IMAGE_ACCEPT}
                disabled={busy}
                aria-label={t('admin.upload.addTo', { label })}
                onChange={onFiles}
              />
              <Plus size={18} aria-hidden="true" />
              <span>{busy ? t('admin.upload.uploading') : t('admin.upload.add')}</span>
            </label>
          </li>
        )}
      </ul>
      {problem && (
        <p className="admin-field__error" role="alert">
          {t(problem.id, problem.values)}
        </p>
      )}
    </div>
  )
}
