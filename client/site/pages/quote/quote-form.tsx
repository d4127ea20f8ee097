import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { QuotePrefill } from '../../../../shared/page-data.ts'
import { useLang } from '../../../lib/lang.ts'
import { AttachmentPicker } from '../../components/forms/attachment-picker.tsx'
import { Field } from '../../components/forms/field.tsx'
import { FormFrame } from '../../components/forms/form-frame.tsx'
import { SubmitBar } from '../../components/forms/submit-bar.tsx'
import { useSubmissionForm } from '../../components/forms/use-submission-form.ts'
import { prefillSpecifications } from './quote-prefill.ts'
import { QUOTE_CHOICES, QUOTE_ITEMS_FIELD, type QuoteItem } from '../../../../shared/quote-items.ts'
import type { ParsedQuoteItem } from '../../../../shared/schemas/quote-item.ts'

const ITEM_FIELDS = ['product', 'size', 'length', ...QUOTE_CHOICES, 'quantity', 'note', 'text'] as const

/** A read line as the form posts it: the contract's fields only. */
const asItem = (parsed: ParsedQuoteItem): QuoteItem =>
  Object.fromEntries(
    ITEM_FIELDS.flatMap((key) => (parsed[key] === undefined ? [] : [[key, parsed[key]]])),
  ) as QuoteItem

/* The list's store is loaded when the form is sent, off the page's first load. */
const store = () => import('../../quote-list/quote-list-store.ts')

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
 * Quote request in three sections: contact, product and technical drawing. The fields and their
 * rules come from shared/forms.ts; the product field starts with the product the visitor came from, and the
 * technical specifications with the size row, material and finish its quote link named.
 */
export function QuoteForm({
  productNames,
  prefill,
  pasted,
}: {
  productNames: string[]
  prefill: QuotePrefill
  pasted: ParsedQuoteItem[]
}) {
  const intl = useIntl()
  const lang = useLang()
  // Lines read from a list posted without scripts go with the form as they are (a hidden field without scripts too).
  const pastedItems = pasted.map(asItem)
  const form = useSubmissionForm({
    kind: 'quote',
    initial: { productType: prefill.product, specifications: prefillSpecifications(prefill, intl, lang) },
    extra: async (): Promise<Record<string, string>> => {
      const { getLines } = await store()
      const items = [...pastedItems, ...getLines().map(({ id: _id, labels: _labels, ...item }) => item)]
      return items.length > 0 ? { [QUOTE_ITEMS_FIELD]: JSON.stringify(items) } : {}
    },
    onSuccess: (answer) => {
      void store().then(({ clearQuoteList }) => clearQuoteList())
      return typeof answer.reference === 'string'
        ? intl.formatMessage({ id: 'quoteList.reference' }, { reference: answer.reference })
        : undefined
    },
  })
  const { field } = form

  return (
    <FormFrame kind="quote" form={form}>
      {pastedItems.length > 0 && !form.formProps['data-ready'] && (
        <input type="hidden" name={QUOTE_ITEMS_FIELD} value={JSON.stringify(pastedItems)} />
      )}
      <Section step={1} title="forms.quote.section.contact">
        <div className="form-grid">
          <Field {...field('name')} autoComplete="name" />
          <Field {...field('email')} type="email" autoComplete="email" />
          <Field {...field('company')} autoComplete="organization" />
          <Field {...field('phone')} type="tel" autoComplete="tel" />
        </div>
      </Section>
      <Section step={2} title="forms.quote.section.product">
        <div className="form-grid">
          <Field
            {...field('productType')}
            list="quote-product-names"
            placeholder="forms.placeholder.productType"
            wide
          />
          <datalist id="quote-product-names">
            {productNames.map((name, index) => (
              <option key={index} value={name} />
            ))}
          </datalist>
          <Field {...field('quantity')} placeholder="forms.placeholder.quantity" />
          <Field {...field('deliveryTime')} placeholder="forms.placeholder.deliveryTime" />
          <Field {...field('usageArea')} placeholder="forms.placeholder.usageArea" wide />
          <Field {...field('specifications')} rows={4} placeholder="forms.placeholder.specifications" />
          <Field {...field('additionalInfo')} rows={3} />
        </div>
      </Section>
      <Section step={3} title="forms.quote.section.drawing">
        <p className="form-section__help">
          <FormattedMessage id="forms.quote.drawingHelp" />
        </p>
        <AttachmentPicker key={form.round} {...form.attachments} />
      </Section>
      <SubmitBar
        notice={form.notice}
        submitting={form.submitting}
        label="forms.quote.submit"
        note={<FormattedMessage id="forms.quote.note" />}
      />
    </FormFrame>
  )
}
