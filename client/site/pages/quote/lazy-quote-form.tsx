import { preloadable } from '../../../lib/preloadable.tsx'

/**
 * The quote form, kept out of the quote page's first-load JavaScript (the scripts/bundle-report.ts budget): the
 * server renders it whole and it posts as a plain multipart form until its chunk, requested while the page
 * hydrates, makes it send in place; what a visitor typed meanwhile is kept (use-submission-form.ts).
 */
export const QuoteForm = preloadable(() => import('./quote-form.tsx').then((m) => m.QuoteForm))
