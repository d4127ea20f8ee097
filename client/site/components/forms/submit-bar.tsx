import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import { Icon } from '../../../components/icon.tsx'
import { FormAlert } from './form-alert.tsx'
import type { Notice } from './use-submission-form.ts'

/** The form's result alert, an optional note, and the submit button ('Gönderiliyor...' while busy). */
export function SubmitBar({
  notice,
  submitting,
  label,
  note,
}: {
  notice: Notice | null
  submitting: boolean
  label: string
  note?: ReactNode
}) {
  return (
    <div className="form-submit">
      {notice && (
        <FormAlert tone={notice.tone}>
          <p className="form-alert__message">
            <FormattedMessage id={notice.message} />
          </p>
          {notice.detail && <p className="form-alert__detail">{notice.detail}</p>}
        </FormAlert>
      )}
      <div className="form-submit__row">
        {note && <p className="form-submit__note">{note}</p>}
        <button type="submit" className="button button--accent form-submit__button" disabled={submitting}>
          {submitting ? (
            <Icon name="loader-circle" className="form-submit__spinner" size={18} />
          ) : (
            <Icon name="send" size={18} />
          )}
          <FormattedMessage id={submitting ? 'forms.sending' : label} />
        </button>
      </div>
    </div>
  )
}
