import { FormattedMessage } from 'react-intl'
import { LANG_FIELD } from '../../../../shared/forms.ts'
import { AttachmentPicker } from '../../components/forms/attachment-picker.tsx'
import { Field } from '../../components/forms/field.tsx'
import { SubmitBar } from '../../components/forms/submit-bar.tsx'
import { useSubmissionForm } from '../../components/forms/use-submission-form.ts'

/** Contact form: the fields and their rules come from shared/forms.ts; up to 5 attachments. */
export function ContactForm() {
  const form = useSubmissionForm({ kind: 'contact' })
  const { field } = form

  return (
    <form {...form.formProps} aria-labelledby="contact-form-title">
      <input type="hidden" name={LANG_FIELD} value={form.lang} />
      <h2 id="contact-form-title" className="form-card__title">
        <FormattedMessage id="forms.contact.formTitle" />
      </h2>
      <p className="form-card__note">
        <FormattedMessage id="forms.requiredNote" />
      </p>
      <div className="form-grid">
        <Field {...field('name')} autoComplete="name" />
        <Field {...field('email')} type="email" autoComplete="email" />
        <Field {...field('company')} autoComplete="organization" />
        <Field {...field('phone')} type="tel" autoComplete="tel" />
        <Field {...field('subject')} wide />
        <Field {...field('message')} rows={6} />
      </div>
      <AttachmentPicker
        key={form.round}
        idPrefix="contact"
        files={form.files}
        onChange={form.setFiles}
        disabled={form.submitting}
      />
      <SubmitBar notice={form.notice} submitting={form.submitting} label="forms.contact.submit" />
    </form>
  )
}
