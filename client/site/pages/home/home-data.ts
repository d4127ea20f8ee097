import type { PublicSlider } from '../../../../shared/schemas/slider.ts'

/** Sliders with the same image_url shown once (the first in sort order wins). */
export function distinctSliders(sliders: readonly PublicSlider[]): PublicSlider[] {
  const seen = new Set<string>()
  return sliders.filter((slider) => {
    if (seen.has(slider.image_url)) return false
    seen.add(slider.image_url)
    return true
  })
}

/**
 * Portfolio columns on wide screens by card count: 1-4 cards one column each; more cards use 3
 * or 4 columns, whichever leaves the last row fuller (6 -> 3, 7 -> 4, 8 -> 4).
 */
export function portfolioColumns(count: number): 1 | 2 | 3 | 4 {
  if (count <= 1) return 1
  if (count <= 4) return count as 2 | 3 | 4
  const fill = (columns: number) => (count % columns || columns) / columns
  return fill(3) > fill(4) ? 3 : 4
}

/** The Tailwind-style gradient names the admin may type in a portfolio card's `color`. */
const SHADES: Record<string, string> = {
  'slate-500': '#64748b',
  'slate-600': '#475569',
  'slate-700': '#334155',
  'slate-800': '#1e293b',
  'slate-900': '#0f172a',
  'gray-500': '#6b7280',
  'gray-600': '#4b5563',
  'gray-700': '#374151',
  'gray-800': '#1f2937',
  'gray-900': '#111827',
  'zinc-500': '#71717a',
  'zinc-600': '#52525b',
  'zinc-700': '#3f3f46',
  'zinc-800': '#27272a',
  'zinc-900': '#18181b',
  'neutral-500': '#737373',
  'neutral-600': '#525252',
  'neutral-700': '#404040',
  'neutral-800': '#262626',
  'neutral-900': '#171717',
  'stone-500': '#78716c',
  'stone-600': '#57534e',
  'stone-700': '#44403c',
  'stone-800': '#292524',
  'stone-900': '#1c1917',
  'blue-700': '#1d4ed8',
  'blue-800': '#1e40af',
  'blue-900': '#1e3a8a',
  'sky-700': '#0369a1',
  'sky-900': '#0c4a6e',
  'amber-500': '#f59e0b',
  'amber-600': '#d97706',
  'amber-700': '#b45309',
  'orange-600': '#ea580c',
  'orange-700': '#c2410c',
}

/** Our own navy gradient when a `color` names no known shades. */
export const DEFAULT_GRADIENT = 'linear-gradient(135deg, #14304d, #081523)'

/** 'from-slate-700 to-slate-900' -> a CSS gradient; unknown or empty -> the default. */
export function gradientFor(color: string): string {
  const from = /(?:^|\s)from-([a-z]+-\d{2,3})(?=\s|$)/.exec(color)?.[1]
  const to = /(?:^|\s)to-([a-z]+-\d{2,3})(?=\s|$)/.exec(color)?.[1]
  const start = from ? SHADES[from] : undefined
  const end = to ? SHADES[to] : undefined
  if (!start && !end) return DEFAULT_GRADIENT
  return `linear-gradient(135deg, ${start ?? end}, ${end ?? start})`
}
