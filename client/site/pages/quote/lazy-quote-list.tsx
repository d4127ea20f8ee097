import { preloadable } from '../../../lib/preloadable.tsx'

/**
 * The list and paste box, kept out of the quote page's first-load JavaScript (the scripts/bundle-report.ts budget):
 * the server renders them (the paste box is a plain form until its chunk arrives, fetched once the page is idle).
 */
export const QuoteListSection = preloadable(() =>
  import('./quote-list-section.tsx').then((m) => m.QuoteListSection),
)
