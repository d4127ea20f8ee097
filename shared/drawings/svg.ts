import { NARROW_BELOW_PX, NARROW_LABEL_SIZE } from './canvas.ts'
import type { Drawing } from './types.ts'

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

/** A drawing as standalone SVG markup (a file, a PDF's vector image); `title` names it for screen readers. */
export function drawingSvg(drawing: Drawing, title?: string): string {
  const body = drawing.elements
    .map((element) => {
      const attrs = Object.entries(element.attrs)
        .map(([name, value]) => ` ${name}="${escapeXml(String(value))}"`)
        .join('')
      return element.text === undefined
        ? `<${element.tag}${attrs}/>`
        : `<${element.tag}${attrs}>${escapeXml(element.text)}</${element.tag}>`
    })
    .join('')
  const width = Math.round(drawing.width)
  const height = Math.round(drawing.height)
  const label = title ? `<title>${escapeXml(title)}</title>` : ''
  // Shown as an image, the SVG's media queries read the size it is drawn at: on a phone the letters grow.
  // (max-width, not a range: a `<` would break the file's XML.)
  const style = `<style>@media (max-width: ${NARROW_BELOW_PX - 1}px) { text { font-size: ${NARROW_LABEL_SIZE}px } }</style>`
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img">${label}${style}${body}</svg>`
}
