import type { DialogImage } from '../../../components/image-dialog.tsx'

/** A product's pictures (main first) with their alt texts: the name, then "name (2)", "name (3)"… */
export function productImages(sources: readonly string[], name: string): DialogImage[] {
  return sources
    .filter((src) => src !== '')
    .map((src, i) => ({ src, alt: i === 0 ? name : `${name} (${i + 1})` }))
}
