import { liveWhenSeen } from '../../../lib/live-when-seen.tsx'

/**
 * The facet form, kept out of /urunler's first-load JavaScript (scripts/bundle-report.ts budget): the server renders
 * it whole and it works as a plain GET form ("Apply") until it is made live, when it comes near the screen or is
 * pointed at (see liveWhenSeen): at once in the sidebar of a wide screen, when the drawer opens on a phone. Made live
 * at idle instead, its ~100 values were hydrated in one long task while a phone was still loading the page.
 */
export const FacetForm = liveWhenSeen(() => import('./facet-form.tsx').then((m) => m.FacetForm))
