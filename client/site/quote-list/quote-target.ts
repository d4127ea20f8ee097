import type { QuoteChoice } from '../../../shared/quote-items.ts'
import type { ChoiceOption } from './quote-list-lines.ts'

/** What "Add to quote list" adds: a product, perhaps one of its size rows, its own values of each choice. */
export type QuoteTarget = {
  slug: string
  name: string
  standard?: string
  size?: string
  /** The size as shown ("M8"). */
  sizeLabel?: string
  length?: number
  options: Partial<Record<QuoteChoice, ChoiceOption[]>>
  /** The values chosen before the dialog opens (the page's own choice, or the only value there is). */
  preset: Partial<Record<QuoteChoice, string>>
}
