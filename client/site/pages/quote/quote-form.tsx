import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import { AttachmentPicker } from '../../components/forms/attachment-picker.tsx'
import { Field } from '../../components/forms/field.tsx'
import { SubmitBar } from '../../components/forms/submit-bar.tsx'
import { useSubmissionForm } from '../../components/forms/use-submission-form.ts'

const EMPTY = {
  name: '',
  email: '',
  company: '',
  phone: '',
  productType: '',
  quantity: '',
  specifications: '',
  usageArea: '',
  deliveryTime: '',
  additionalInfo: '',
}
const REQUIRED = ['name', 'email'] as const

function Section({ step, title, children }: { step: number; title: string; children: ReactNode }) {
  return (
    <fieldset className="form-section">
      <legend className="form-section__title">
        <span className="form-section__step" aria-hidden="true">
          {step}
        </span>
        <FormattedMessage id={title} />
      </legend>
      {children}
    </fieldset>
  )
}

/**
 * Quote request (spec 3 and 5) in three sections: contact, product and technical drawing. Only
 * name and e-mail are required; the product field starts with the product the visitor came from.
 */
export function QuoteForm({ productNames, prefill }: { productNames: string[]; prefill: string }) {
  const form = useSubmissionForm({
    endpoint: '/api/quote',
    fields: EMPTY,
    initial: { productType: prefill },
    required: REQUIRED,
    messages: {
      required: 'forms.quote.required',
      success: 'forms.quote.success',
      failure: 'forms.quote.failure',
    },
  })
  const { field } = form

  return (
    <form {...form.formProps} aria-labelledby="quote-form-title">
      <input type="hidden" name="lang" value={form.lang} />
      <h2 id="quote-form-title" className="form-card__title">
        <FormattedMessage id="forms.quote.formTitle" />
      </h2>
      <p className="form-card__note">
        <FormattedMessage id="forms.requiredNote" />
      </p>
      <Section step={1} title="forms.quote.section.contact">
        <div className="form-grid">
          <Field {...field('name')} maxLength={200} autoComplete="name" />
          <Field {...field('email')} maxLength={254} type="email" autoComplete="email" />
          <Field {...field('company')} maxLength={200} autoComplete="organization" />
          <Field {...field('phone')} maxLength={50} type="tel" autoComplete="tel" />
        </div>
      </Section>
      <Section step={2} title="forms.quote.section.product">
        <div className="form-grid">
          <Field
            {...field('productType')}
            maxLength={300}
            list="quote-product-names"
            placeholder="forms.placeholder.productType"
            wide
          />
          <datalist id="quote-product-names">
            {productNames.map((name, index) => (
              <option key={index} value={name} />
            ))}
          </datalist>
          <Field {...field('quantity')} maxLength={100} placeholder="forms.placeholder.quantity" />
          <Field {...field('deliveryTime')} maxLength={100} placeholder="forms.placeholder.deliveryTime" />
          <Field {...field('usageArea')} maxLength={300} placeholder="forms.placeholder.usageArea" wide />
          <Field
            {...field('specifications')}
            maxLength={5000}
            multiline
            rows={4}
            placeholder="forms.placeholder.specifications"
          />
          <Field {...field('additionalInfo')} maxLength={5000} multiline rows={3} />
        </div>
      </Section>
      <Section step={3} title="forms.quote.section.drawing">
        <p className="form-section__help">
          <FormattedMessage id="forms.quote.drawingHelp" />
        </p>
        <AttachmentPicker
          key={form.round}
          idPrefix="quote"
          files={form.files}
          onChange={form.setFiles}
          disabled={form.submitting}
        />
      </Section>
      <SubmitBar
        notice={form.notice}
        submitting={form.submitting}
        label="forms.quote.submit"
        note={<FormattedMessage id="forms.quote.note" />}
      />
    </form>
  )
}
