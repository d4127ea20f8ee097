/**
 * Catalogue viewer limits: zoom from half to double size in 20 % steps, at most 5 page buttons (fits a
 * phone).
 */
export const ZOOM = { min: 0.5, max: 2, step: 0.2, initial: 1 } as const
export const PAGE_BUTTONS = 5

// Steps are added in tenths so 1 - 0.2 - 0.2 is exactly 0.6, not 0.6000000000000001.
const tenths = (value: number) => Math.round(value * 10) / 10

export function zoomIn(zoom: number): number {
  return Math.min(ZOOM.max, tenths(zoom + ZOOM.step))
}

export function zoomOut(zoom: number): number {
  return Math.max(ZOOM.min, tenths(zoom - ZOOM.step))
}

/** Up to `size` page numbers around `current`, shifted to stay inside 1..total. */
export function pageWindow(current: number, total: number, size = PAGE_BUTTONS): number[] {
  if (total < 1) return []
  const count = Math.min(size, total)
  const start = Math.min(Math.max(1, current - Math.floor(count / 2)), total - count + 1)
  return Array.from({ length: count }, (_, index) => start + index)
}

/** 1,2 MB / 850 kB in the page language. */
export function formatFileSize(bytes: number, locale: string): string {
  const mb = bytes / (1024 * 1024)
  const [value, unit] = mb >= 1 ? [mb, 'megabyte'] : [bytes / 1024, 'kilobyte']
  return new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value)
}
