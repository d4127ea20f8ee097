import { createHash } from 'node:crypto'
import { DxfWriter, LWPolylineFlags, point3d, TextHorizontalAlignment, Units } from '@tarikjabiri/dxf'
import {
  drawStandard,
  sizeDrawing,
  type Drawing,
  type DrawingLayer,
  type SvgElement,
} from '../../shared/drawings/index.ts'
import type { Standard } from '../../shared/standards/types.ts'
import { pathOutlines, type Outline } from './drawing-dxf-path.ts'

/*
 * The dimension drawing as a DXF file for CAD programs: the same elements the SVG is written from
 * (shared/drawings), at 1:1 in millimetres with Y up, each kind of line on a layer of its own. A per-size drawing
 * (sizeDxf) labels its dimensions with that size's values ("s = 17"); the standard's drawing (standardDxf), like
 * its SVG, with the letters alone. Numbers use a decimal point: a drawing is language-free.
 */

type LayerSpec = { name: string; colour: number; lineType: string; lineWeight: number }

/** ISO 128 line kinds; ACI colours as CAD templates use them; lineweights in 1/100 mm (wide 0.5, narrow 0.25). */
const LAYERS: Record<DrawingLayer, LayerSpec> = {
  outline: { name: 'OUTLINE', colour: 7, lineType: 'Continuous', lineWeight: 50 },
  thin: { name: 'THIN', colour: 4, lineType: 'Continuous', lineWeight: 25 },
  hidden: { name: 'HIDDEN', colour: 6, lineType: 'DASHED', lineWeight: 25 },
  centre: { name: 'CENTER', colour: 1, lineType: 'CENTER', lineWeight: 25 },
  dimension: { name: 'DIMENSIONS', colour: 3, lineType: 'Continuous', lineWeight: 25 },
  hatch: { name: 'HATCH', colour: 8, lineType: 'Continuous', lineWeight: 18 },
}
export const DXF_LAYERS: readonly string[] = Object.values(LAYERS).map((layer) => layer.name)

/** Capital height of the SVG's label font (Inter) per em: DXF text heights are capital heights. */
const CAP_HEIGHT = 0.73
/** ISO 3098 type B lettering leans 15°, as the SVG's italic labels do. */
const SLANT = 15

export type DrawingDxfOptions = {
  /** The drawn size's values in mm by letter: dimensions are labelled "s = 17" instead of "s". */
  values?: Readonly<Record<string, number>>
}

/** "17", "6.4", "0.35": at most three decimals, a decimal point, no trailing zeros. */
export function formatMm(value: number): string {
  return String(Number(value.toFixed(3)))
}

export function drawingDxf(drawing: Drawing, options: DrawingDxfOptions = {}): string {
  const dxf = new DxfWriter()
  dxf.setUnits(Units.Millimeters)
  dxf.setVariable('$MEASUREMENT', { 70: 1 })
  // Pattern lengths in mm at 1:1 (ISO 128-20 for 0.25 mm lines: dashes 3 mm; long dashes 6 mm with a dot).
  dxf.addLType('DASHED', '__ __ __ __', [3, -1])
  dxf.addLType('CENTER', '____ . ____ . ____', [6, -1, 0.5, -1])
  for (const spec of Object.values(LAYERS)) {
    const layer = dxf.addLayer(spec.name, spec.colour, spec.lineType)
    // The writer gives every layer lineweight 0 (group 370); a wide outline is what makes a drawing readable.
    const write = layer.dxfy.bind(layer)
    layer.dxfy = (dx) =>
      write(
        new Proxy(dx, {
          get(target, property, receiver) {
            if (property === 'push') {
              return (code: number, value?: string | number) =>
                target.push(code, code === 370 ? spec.lineWeight : value)
            }
            const member: unknown = Reflect.get(target, property, receiver)
            return typeof member === 'function' ? member.bind(target) : member
          },
        }),
      )
  }

  // Drawing units to mm, and SVG's Y (down from the top) to CAD's (up from the bottom).
  const mm = (units: number) => units / drawing.scale
  const at = (x: number, y: number) => ({ x: mm(x), y: mm(drawing.height - y) })
  dxf.setVariable('$EXTMIN', { 10: 0, 20: 0, 30: 0 })
  dxf.setVariable('$EXTMAX', { 10: mm(drawing.width), 20: mm(drawing.height), 30: 0 })

  for (const element of drawing.elements) {
    const layerName = LAYERS[element.layer].name
    switch (element.tag) {
      case 'path':
        for (const outline of pathOutlines(String(element.attrs.d))) addOutline(outline)
        break
      case 'line':
        addOutline({
          points: [
            [num(element, 'x1'), num(element, 'y1')],
            [num(element, 'x2'), num(element, 'y2')],
          ],
          closed: false,
        })
        break
      case 'circle': {
        const centre = at(num(element, 'cx'), num(element, 'cy'))
        const r = mm(num(element, 'r'))
        // A dashed circle is the thread's three-quarter circle (ISO 6410): SVG strokes a circle from 3 o'clock
        // clockwise on screen, so the open quarter is the upper right, 0°..90° with Y up.
        if (element.attrs['stroke-dasharray'] !== undefined) {
          dxf.addArc(point3d(centre.x, centre.y), r, 90, 360, { layerName })
        } else {
          dxf.addCircle(point3d(centre.x, centre.y), r, { layerName })
        }
        break
      }
      case 'text': {
        const position = at(num(element, 'x'), num(element, 'y'))
        const letter = element.text ?? ''
        const value = options.values?.[String(element.attrs['data-letter'] ?? letter)]
        const label = value === undefined ? letter : `${letter} = ${formatMm(value)}`
        const anchor = element.attrs['text-anchor']
        const horizontalAlignment =
          anchor === 'middle'
            ? TextHorizontalAlignment.Center
            : anchor === 'end'
              ? TextHorizontalAlignment.Right
              : TextHorizontalAlignment.Left
        const point = point3d(position.x, position.y)
        dxf.addText(point, mm(num(element, 'font-size')) * CAP_HEIGHT, label, {
          layerName,
          obliqueAngle: SLANT,
          horizontalAlignment,
          // Aligned text is placed by its second alignment point; left-aligned by the first.
          ...(horizontalAlignment === TextHorizontalAlignment.Left ? {} : { secondAlignmentPoint: point }),
        })
        break
      }
    }

    function addOutline(outline: Outline): void {
      const points = outline.points.map(([x, y]) => at(x, y))
      if (points.length === 2 && !outline.closed) {
        const [start, end] = points as [{ x: number; y: number }, { x: number; y: number }]
        dxf.addLine(point3d(start.x, start.y), point3d(end.x, end.y), { layerName })
      } else if (points.length >= 2) {
        dxf.addLWPolyline(
          points.map((point) => ({ point })),
          { layerName, flags: outline.closed ? LWPolylineFlags.Closed : LWPolylineFlags.None },
        )
      }
    }
  }
  return dxf.stringify()
}

function num(element: SvgElement, name: string): number {
  const value = Number(element.attrs[name])
  if (!Number.isFinite(value)) throw new Error(`A drawing's ${element.tag} has no numeric ${name}`)
  return value
}

/** The standard's drawing at one size of its table, labelled with its values; null when there is none. */
export function sizeDxf(standard: Standard, size: string, length: number | null): string | null {
  const result = sizeDrawing(standard, size, length)
  return result ? drawingDxf(result.drawing, { values: result.values }) : null
}

/** The standard's representative drawing, as its SVG (server/routes/drawings.ts): letters without values. */
export function standardDxf(standard: Standard): string {
  return drawingDxf(drawStandard(standard).drawing)
}

export type StandardDxfFile = {
  dxf: string
  /** A hash of `dxf`: the `v` of the file's URL, so a new drawing gets a new URL. */
  version: string
  /** "DIN-933.dxf". */
  fileName: string
}

const files = new Map<string, StandardDxfFile>()

/** standardDxf once per standard and process: the drawing depends on code and the standard's data alone. */
export function standardDxfFile(standard: Standard): StandardDxfFile {
  let file = files.get(standard.id)
  if (!file) {
    const dxf = standardDxf(standard)
    file = {
      dxf,
      version: createHash('sha256').update(dxf).digest('base64url').slice(0, 10),
      fileName: `${standard.designation.replace(/[^A-Za-z0-9.]+/g, '-')}.dxf`,
    }
    files.set(standard.id, file)
  }
  return file
}
