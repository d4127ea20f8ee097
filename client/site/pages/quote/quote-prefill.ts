import type { IntlShape } from 'react-intl'
import { QUOTE_CHOICES } from '../../../../shared/catalogue/field-params.ts'
import type { Lang } from '../../../../shared/i18n.ts'
import type { QuotePrefill } from '../../../../shared/page-data.ts'
import { formatNumber } from '../../../lib/format.ts'

/**
 * The technical lines a product page's size row starts the quote form with, in the page language ("Ölçü: M10 × 40 mm",
 * "Malzeme: A2 paslanmaz"): they go into the spec's `specifications` field, so the form post stays as it is.
 */
export function prefillSpecifications(prefill: QuotePrefill, intl: IntlShape, lang: Lang): string {
  const lines: string[] = []
  if (prefill.standard)
    lines.push(intl.formatMessage({ id: 'forms.quote.prefill.standard' }, { value: prefill.standard }))
  if (prefill.size) {
    lines.push(
      prefill.length === null
        ? intl.formatMessage({ id: 'forms.quote.prefill.size' }, { value: prefill.size })
        : intl.formatMessage(
            { id: 'forms.quote.prefill.sizeLength' },
            { size: prefill.size, length: formatNumber(prefill.length, lang, prefill.length % 1 ? 1 : 0) },
          ),
    )
  }
  const chosen = QUOTE_CHOICES.filter((param) => prefill[param] !== '')
  for (const param of chosen)
    lines.push(intl.formatMessage({ id: `forms.quote.prefill.${param}` }, { value: prefill[param] }))
  // The standard alone repeats what the product's name says: only a chosen row makes the lines worth adding.
  return prefill.size || chosen.length > 0 ? lines.join('\n') : ''
}
