import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import { LANG_FIELD, type SubmissionKind } from '../../../../shared/forms.ts'
import type { useSubmissionForm } from './use-submission-form.ts'

/**
 * What the contact and the quote form share around their fields: the form named by its title (forms.contact.* or
 * forms.quote.*), the page's language posted with it so the server answers in it, the note on required fields.
 */
export function FormFrame({
  kind,
  form,
  children,
}: {
  kind: SubmissionKind
  form: Pick<ReturnType<typeof useSubmissionForm>, 'formProps' | 'lang'>
  children: ReactNode
}) {
  const titleId = `${kind}-form-title`
  return (
    <form {...form.formProps} aria-labelledby={titleId}>
      <input type="hidden" name={LANG_FIELD} value={form.lang} />
      <h2 id={titleId} className="form-card__title">
        <FormattedMessage id={`forms.${kind}.formTitle`} />
      </h2>
      <p className="form-card__note">
        <FormattedMessage id="forms.requiredNote" />
      </p>
      {children}
    </form>
  )
}
