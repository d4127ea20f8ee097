import { preloadable } from '../../../lib/preloadable.tsx'

/**
 * The drawer's scroll lock, focus trap and Escape key, kept out of /urunler's first-load JavaScript (its budget,
 * scripts/bundle-report.ts): only phones and tablets open the drawer, and the chunk is there, fetched while the
 * browser was idle, before a visitor can tap "Filter".
 */
export const DrawerHold = preloadable(() => import('./drawer-hold.tsx').then((m) => m.DrawerHold))
