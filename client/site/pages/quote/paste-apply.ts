import type { ParsedQuoteItem } from '../../../../shared/schemas/quote-item.ts'
import { sizeText } from '../../../../shared/standards/sizes.ts'
import { type LineLabels, readItem } from '../../quote-list/quote-list-lines.ts'
import { addManyToQuoteList } from '../../quote-list/quote-list-store.ts'

/** A read line's labels as the list keeps them: the server's, the size as shown, what to check. */
export function parsedLabels(parsed: ParsedQuoteItem): LineLabels {
  const labels: LineLabels = {}
  for (const [key, value] of Object.entries(parsed.labels)) if (value) labels[key as 'product'] = value
  if (parsed.size) labels.size = sizeText(parsed.size)
  if (parsed.check.length > 0) labels.check = [...parsed.check]
  return labels
}

/**
 * Adds the lines the server read to the list (loaded with the paste box's first use, off the page's first load):
 * how many were read, found room, and are marked to check.
 */
export function addParsed(items: ParsedQuoteItem[]): { read: number; added: number; toCheck: number } {
  const entries = items.flatMap((parsed) => {
    const item = readItem(parsed)
    return item ? [{ item, labels: parsedLabels(parsed) }] : []
  })
  const added = entries.length > 0 ? addManyToQuoteList(entries) : 0
  const toCheck = entries.slice(0, added).filter((entry) => entry.labels.check).length
  return { read: entries.length, added, toCheck }
}
