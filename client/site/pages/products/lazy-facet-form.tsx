import { preloadable } from '../../../lib/preloadable.tsx'

/**
 * The facet form, kept out of /urunler's first-load JavaScript (scripts/bundle-report.ts budget): the
 * server renders it whole and it works as a plain GET form ("Apply") until its chunk, requested while the
 * page hydrates, makes a ticked box apply at once.
 */
export const FacetForm = preloadable(() => import('./facet-form.tsx').then((m) => m.FacetForm))
