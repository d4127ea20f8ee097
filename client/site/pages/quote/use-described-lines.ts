import { useEffect, useState } from 'react'
import { QUOTE_CHOICES } from '../../../../shared/quote-items.ts'
import type { DescribedQuoteItem } from '../../../../shared/schemas/quote-item.ts'
import { useLang } from '../../../lib/lang.ts'
import type { LineLabels, QuoteListLine } from '../../quote-list/quote-list-lines.ts'
import { toItem } from '../../quote-list/quote-list-lines.ts'
import { updateLine } from '../../quote-list/quote-list-store.ts'

export type LineFacts = { url?: string; problem?: string }

/**
 * The list as today's catalogue reads it, in the page's language (`POST /api/quote/describe`): each line's labels are
 * brought up to date in the stored list, and its product page and problem (a product no longer offered, a size not
 * made) are returned by line id. Asked again when the lines' content changes, not when only their labels do.
 */
export function useDescribedLines(lines: readonly QuoteListLine[]): Record<string, LineFacts> {
  const lang = useLang()
  const [facts, setFacts] = useState<Record<string, LineFacts>>({})
  const items = lines.map(toItem)
  const key = JSON.stringify([lang, lines.map((line) => line.id), items])

  useEffect(() => {
    if (lines.length === 0) return
    const controller = new AbortController()
    const asked = lines
    const timer = window.setTimeout(() => {
      fetch('/api/quote/describe', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ items: asked.map(toItem), lang }),
        signal: controller.signal,
      })
        .then(async (response) => {
          if (!response.ok) return
          const answer = (await response.json()) as { items?: DescribedQuoteItem[] }
          const described = answer.items ?? []
          const next: Record<string, LineFacts> = {}
          asked.forEach((line, index) => {
            const item = described[index]
            if (!item) return
            next[line.id] = {
              ...(item.url ? { url: item.url } : {}),
              ...(item.problem ? { problem: item.problem } : {}),
            }
            const labels: LineLabels = { ...line.labels }
            for (const field of ['product', 'standard', ...QUOTE_CHOICES] as const) {
              const label = (item.labels as Record<string, string | undefined>)[field]
              if (label) labels[field] = label
            }
            if (JSON.stringify(labels) !== JSON.stringify(line.labels)) updateLine(line.id, { labels })
          })
          setFacts(next)
        })
        // Unanswered, the list shows the labels it has: nothing is lost.
        .catch(() => undefined)
    }, 250)
    return () => {
      window.clearTimeout(timer)
      controller.abort()
    }
    // `key` holds everything the request depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])
  return facts
}
