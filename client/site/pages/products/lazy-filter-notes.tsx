import { preloadable } from '../../../lib/preloadable.tsx'

/**
 * The chips of the chosen filters and the note on how the search box was read, kept out of /urunler's
 * first-load JavaScript (scripts/bundle-report.ts budget): the server renders them whole (their links are
 * plain links until their chunks arrive), and only filtered or searched views show them at all.
 */
export const ActiveFilters = preloadable(() => import('./active-filters.tsx').then((m) => m.ActiveFilters))
export const SearchReadingNote = preloadable(() =>
  import('./search-reading-note.tsx').then((m) => m.SearchReadingNote),
)
