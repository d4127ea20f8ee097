import type { DialogImage } from '../../../components/image-dialog.tsx'

/** The main picture and the extra ones of a product, without empty URLs. */
export function productImages(
  product: { main_image_url: string; images: { image_url: string }[] },
  name: string,
): DialogImage[] {
  return [product.main_image_url, ...product.images.map((image) => image.image_url)]
    .filter((src) => src !== '')
    .map((src, i) => ({ src, alt: i === 0 ? name : `${name} (${i + 1})` }))
}
