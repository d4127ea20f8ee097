import { AttachmentPicker } from '../../components/forms/attachment-picker.tsx'
import { Field } from '../../components/forms/field.tsx'
import { FormFrame } from '../../components/forms/form-frame.tsx'
import { SubmitBar } from '../../components/forms/submit-bar.tsx'
import { useSubmissionForm } from '../../components/forms/use-submission-form.ts'

/** Contact form: the fields and their rules come from shared/forms.ts; up to 5 attachments. */
export function ContactForm() {
  const form = useSubmissionForm({ kind: 'contact' })
  const { field } = form

  return (
    <FormFrame kind="contact" form={form}>
      <div className="form-grid">
        <Field {...field('name')} autoComplete="name" />
        <Field {...field('email')} type="email" autoComplete="email" />
        <Field {...field('company')} autoComplete="organization" />
        <Field {...field('phone')} type="tel" autoComplete="tel" />
        <Field {...field('subject')} wide />
        <Field {...field('message')} rows={6} />
      </div>
      <AttachmentPicker key={form.round} {...form.attachments} />
      <SubmitBar notice={form.notice} submitting={form.submitting} label="forms.contact.submit" />
    </FormFrame>
  )
}
