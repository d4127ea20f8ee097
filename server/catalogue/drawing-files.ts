import { createHash } from 'node:crypto'
import { drawingSvg, drawStandard } from '../../shared/drawings/index.ts'
import { standardDxfFile } from '../cad/drawing-dxf.ts'
import type { DrawingImage } from '../../shared/page-data.ts'
import { pagePath } from '../../shared/routes.ts'
import { sizeLabel } from '../../shared/standards/sizes.ts'
import type { Standard } from '../../shared/standards/types.ts'

/*
 * A standard's dimension drawing as an SVG file of its own (GET /standartlar/<slug>/drawing.svg,
 * server/routes/drawings.ts) rather than inline in each page: the geometry took 5 KB of a page's
 * state and again 7 KB of its markup, on every product page of that standard. The drawing depends
 * on the standard's data alone (code, not content), so each is drawn once per process; the URL
 * carries a hash of the file, so browsers may keep it for good and a new drawing gets a new URL.
 */

type DrawingFile = {
  svg: string
  /** A hash of `svg`: the `v` of the file's URL. */
  version: string
  /** The standard's letters the drawing dimensions (a legend names only these). */
  drawnLetters: readonly string[]
  image: DrawingImage
}

const files = new Map<string, DrawingFile>()

export function drawingFile(standard: Standard): DrawingFile {
  let file = files.get(standard.id)
  if (!file) {
    const { drawing, size, length } = drawStandard(standard)
    const svg = drawingSvg(drawing)
    const version = createHash('sha256').update(svg).digest('base64url').slice(0, 10)
    const path = pagePath('standard', { slug: standard.id })
    file = {
      svg,
      version,
      drawnLetters: drawing.letters,
      image: {
        src: `${path}/drawing.svg?v=${version}`,
        dxf: `${path}/drawing.dxf?v=${standardDxfFile(standard).version}`,
        width: Math.round(drawing.width),
        height: Math.round(drawing.height),
        size: size ? sizeLabel(size) : null,
        length: length ?? null,
      },
    }
    files.set(standard.id, file)
  }
  return file
}
