import { FormattedMessage } from 'react-intl'
import { AttachmentPicker } from '../../components/forms/attachment-picker.tsx'
import { Field } from '../../components/forms/field.tsx'
import { SubmitBar } from '../../components/forms/submit-bar.tsx'
import { useSubmissionForm } from '../../components/forms/use-submission-form.ts'

const EMPTY = { name: '', email: '', company: '', phone: '', subject: '', message: '' }
const REQUIRED = ['name', 'email', 'subject', 'message'] as const

/** Contact form (spec 3 and 5): name, e-mail, subject and message required; up to 5 attachments. */
export function ContactForm() {
  const form = useSubmissionForm({
    endpoint: '/api/contact',
    fields: EMPTY,
    required: REQUIRED,
    messages: {
      required: 'forms.contact.required',
      success: 'forms.contact.success',
      failure: 'forms.contact.failure',
    },
  })
  const { field } = form

  return (
    <form {...form.formProps} aria-labelledby="contact-form-title">
      <input type="hidden" name="lang" value={form.lang} />
      <h2 id="contact-form-title" className="form-card__title">
        <FormattedMessage id="forms.contact.formTitle" />
      </h2>
      <p className="form-card__note">
        <FormattedMessage id="forms.requiredNote" />
      </p>
      <div className="form-grid">
        <Field {...field('name')} maxLength={200} autoComplete="name" />
        <Field {...field('email')} maxLength={254} type="email" autoComplete="email" />
        <Field {...field('company')} maxLength={200} autoComplete="organization" />
        <Field {...field('phone')} maxLength={50} type="tel" autoComplete="tel" />
        <Field {...field('subject')} maxLength={300} wide />
        <Field {...field('message')} maxLength={5000} multiline rows={6} />
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
