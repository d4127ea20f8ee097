import { type DragEvent, useEffect, useRef, useState } from 'react'
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl'
import {
  allowedExtensions,
  type AttachmentProblem,
  addAttachments,
  attachmentProblemMessage,
  extensionOf,
} from '../../../../shared/attachments.ts'
import { FILE_FIELD, type SubmissionKind } from '../../../../shared/forms.ts'
import { Icon } from '../../../components/icon.tsx'
import { FormAlert } from './form-alert.tsx'

const IMAGE_EXTENSIONS = new Set(['jpg', 'jpeg', 'png', 'gif'])
function problemText(intl: IntlShape, problem: AttachmentProblem, allowed: readonly string[]): string {
  const { id, values } = attachmentProblemMessage(problem, allowed)
  return intl.formatMessage({ id }, values)
}

function formatSize(intl: IntlShape, bytes: number): string {
  if (bytes < 1024) return `${intl.formatNumber(bytes)} B`
  if (bytes < 1024 * 1024) return `${intl.formatNumber(bytes / 1024, { maximumFractionDigits: 1 })} KB`
  return `${intl.formatNumber(bytes / 1024 / 1024, { maximumFractionDigits: 1 })} MB`
}

/** `idPrefix` is the form's kind: it also decides which files are taken (a quote takes CAD files too). */
type Props = {
  idPrefix: SubmissionKind
  files: File[]
  onChange: (files: File[]) => void
  disabled?: boolean
}

/**
 * File picker of both forms: choose or drop files; valid ones are added even
 * when others are refused, and every refusal is listed in one alert. Each file shows its size
 * and can be removed; the count is shown as n/5.
 */
export function AttachmentPicker({ idPrefix, files, onChange, disabled }: Props) {
  const intl = useIntl()
  const input = useRef<HTMLInputElement>(null)
  const [problems, setProblems] = useState<AttachmentProblem[]>([])
  const [dragging, setDragging] = useState(false)
  const id = `${idPrefix}-attachments`
  const allowed = allowedExtensions(idPrefix)

  const add = (incoming: File[]) => {
    if (incoming.length === 0) return
    const result = addAttachments(files, incoming, allowed)
    setProblems(result.problems)
    onChange(result.files)
  }
  const remove = (index: number) => {
    setProblems([])
    onChange(files.filter((_, i) => i !== index))
    input.current?.focus()
  }
  // Files chosen in the server-rendered picker before its code arrived (the form's chunk loads after the page's)
  // are taken as if chosen now, so the first send carries them.
  useEffect(() => {
    const chosen = Array.from(input.current?.files ?? [])
    if (chosen.length === 0) return
    add(chosen)
    input.current!.value = ''
    // Once, on mounting: `add` is this render's, with no files yet.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setDragging(false)
    if (!disabled) add(Array.from(event.dataTransfer.files))
  }

  return (
    <div className="attachments" role="group" aria-labelledby={`${id}-label`}>
      <div className="attachments__head">
        <span id={`${id}-label`} className="field__label">
          <FormattedMessage id="forms.attachments.label" />
        </span>
        <span className="attachments__count" data-testid="attachment-count" aria-live="polite">
          <Icon name="paperclip" size={14} />
          <FormattedMessage id="forms.attachments.count" values={{ count: files.length }} />
        </span>
      </div>
      <input
        ref={input}
        id={id}
        className="attachments__input"
        name={FILE_FIELD}
        type="file"
        multiple
        accept={allowed.map((ext) => `.${ext}`).join(',')}
        disabled={disabled}
        onChange={(event) => {
          add(Array.from(event.target.files ?? []))
          // Lets the same file be chosen again after it was removed.
          event.target.value = ''
        }}
      />
      <label
        htmlFor={id}
        className={dragging ? 'attachments__drop is-dragging' : 'attachments__drop'}
        onDragOver={(event) => {
          event.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <Icon name="upload" className="attachments__drop-icon" size={24} />
        <span>
          <strong>
            <FormattedMessage id="forms.attachments.choose" />
          </strong>{' '}
          <FormattedMessage id="forms.attachments.drop" />
        </span>
        <span className="attachments__hint">
          <FormattedMessage
            id={idPrefix === 'quote' ? 'forms.attachments.hintQuote' : 'forms.attachments.hint'}
          />
        </span>
      </label>
      {problems.length > 0 && (
        <FormAlert tone="error">
          <ul className="form-alert__list">
            {problems.map((problem, index) => (
              <li key={index} className="as-typed">
                {problemText(intl, problem, allowed)}
              </li>
            ))}
          </ul>
        </FormAlert>
      )}
      {files.length > 0 && (
        <ul
          className="attachments__list"
          aria-label={intl.formatMessage({ id: 'forms.attachments.listLabel' })}
        >
          {files.map((file, index) => (
            <li key={`${file.name}-${file.size}`} className="attachments__item">
              {IMAGE_EXTENSIONS.has(extensionOf(file.name)) ? (
                <Icon name="file-image" className="attachments__file-icon" size={20} />
              ) : (
                <Icon name="file-text" className="attachments__file-icon" size={20} />
              )}
              <span className="attachments__name as-typed">{file.name}</span>
              <span className="attachments__size">{formatSize(intl, file.size)}</span>
              <button
                type="button"
                className="attachments__remove"
                disabled={disabled}
                aria-label={intl.formatMessage({ id: 'forms.attachments.remove' }, { file: file.name })}
                onClick={() => remove(index)}
              >
                <Icon name="x" size={16} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
