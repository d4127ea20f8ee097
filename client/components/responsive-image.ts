/**
 * Every picture under /uploads/ that ends in .webp has smaller copies beside it
 * (`x.webp` is 1200 px wide, `x-800.webp` and `x-400.webp`; see server/seed/demo-images).
 * These helpers build `srcset` from that naming; any other URL gets no srcset.
 */
export const FULL_WIDTH = 1200
export const VARIANT_WIDTHS = [400, 800] as const

const VARIANT = /-(?:400|800)\.webp$/i

/**
 * The `srcset` for `url`, or undefined when no variants can be assumed. `widest` below
 * FULL_WIDTH leaves the full picture out, for places never shown wide enough to need it.
 */
export function srcSetFor(url: string, widest: number = FULL_WIDTH): string | undefined {
  if (!url.startsWith('/uploads/') || !url.toLowerCase().endsWith('.webp')) return undefined
  if (url.includes('..') || url.includes('?') || url.includes('#') || VARIANT.test(url)) return undefined
  const stem = url.slice(0, -'.webp'.length)
  const variants = VARIANT_WIDTHS.filter((width) => width <= widest).map(
    (width) => `${stem}-${width}.webp ${width}w`,
  )
  return (widest >= FULL_WIDTH ? [...variants, `${url} ${FULL_WIDTH}w`] : variants).join(', ')
}

export type ResponsiveImageProps = { src: string; srcSet?: string; sizes?: string }

/** `src`, plus `srcSet` and `sizes` when variants exist: spread on an <img>. */
export function responsiveImage(url: string, sizes: string): ResponsiveImageProps {
  const srcSet = srcSetFor(url)
  return srcSet ? { src: url, srcSet, sizes } : { src: url }
}
