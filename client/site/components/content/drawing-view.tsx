import type { DrawingImage } from '../../../../shared/page-data.ts'

/**
 * A standard's dimension drawing: its SVG file (server/catalogue/drawing-files.ts) scaled to the container, with
 * its intrinsic size so the page does not move when it arrives. The file holds the letters as text (the picture
 * is read out by `alt`).
 */
export function DrawingView({ image, alt }: { image: DrawingImage; alt: string }) {
  return (
    <img
      className="standard-drawing__svg"
      src={image.src}
      width={image.width}
      height={image.height}
      alt={alt}
      loading="lazy"
      decoding="async"
    />
  )
}
