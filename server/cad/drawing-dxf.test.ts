import DxfParser from 'dxf-parser'
import { describe, expect, it } from 'vitest'
import { drawStandard, sizeDrawing } from '../../shared/drawings/index.ts'
import { STANDARDS, STANDARDS_BY_ID } from '../../shared/standards/index.ts'
import { DXF_LAYERS, drawingDxf, formatMm, sizeDxf, standardDxf } from './drawing-dxf.ts'
import { arcPoints, pathOutlines } from './drawing-dxf-path.ts'

const standard = (id: string) => STANDARDS_BY_ID.get(id)!

type Vec = { x: number; y: number }
type Entity = {
  type: string
  layer: string
  vertices?: Vec[]
  center?: Vec
  radius?: number
  startAngle?: number
  endAngle?: number
  text?: string
  textHeight?: number
  startPoint?: Vec
  shape?: boolean
}

function parse(dxf: string) {
  const parsed = new DxfParser().parseSync(dxf)
  if (!parsed) throw new Error('DXF did not parse')
  return {
    header: parsed.header as Record<string, unknown>,
    layers: Object.keys(parsed.tables.layer.layers),
    entities: parsed.entities as unknown as Entity[],
  }
}

/** The extent along X of a layer's polylines and lines whose points all lie within [from, to] of X. */
function xs(entities: Entity[]): number[] {
  return entities.flatMap((entity) => (entity.vertices ?? []).map((vertex) => vertex.x))
}

describe('the dimension drawing as DXF', () => {
  it('parses for every standard, in mm, with its layers named and every entity on one of them', () => {
    for (const item of STANDARDS) {
      const { header, layers, entities } = parse(standardDxf(item))
      expect(header.$INSUNITS, item.id).toBe(4)
      expect(layers, item.id).toEqual(expect.arrayContaining(DXF_LAYERS as string[]))
      expect(entities.length, item.id).toBeGreaterThan(5)
      for (const entity of entities) expect(DXF_LAYERS, `${item.id} ${entity.type}`).toContain(entity.layer)
    }
    expect(DXF_LAYERS).toEqual(['OUTLINE', 'THIN', 'HIDDEN', 'CENTER', 'DIMENSIONS', 'HATCH'])
  })

  it('gives hidden and centre lines their line types and outlines a wide line', () => {
    const dxf = standardDxf(standard('iso-4762'))
    // dxf-parser reads no layer's line type or lineweight: read the LAYER records' groups directly.
    const lines = dxf.split('\n').map((line) => line.trim())
    const layers = new Map<string, Map<string, string>>()
    let record: Map<string, string> | null = null
    for (let i = 0; i + 1 < lines.length; i += 2) {
      const [code, value] = [lines[i]!, lines[i + 1]!]
      if (code === '0') record = value === 'LAYER' ? new Map() : null
      else if (record && !record.has(code)) record.set(code, value)
      if (record && code === '2') layers.set(value, record)
    }
    const layer = (name: string) => {
      const groups = layers.get(name)!
      return { lineType: groups.get('6'), lineWeight: groups.get('370'), colour: groups.get('62') }
    }
    expect(layer('HIDDEN').lineType).toBe('DASHED')
    expect(layer('CENTER').lineType).toBe('CENTER')
    expect(layer('OUTLINE')).toEqual({ lineType: 'Continuous', lineWeight: '50', colour: '7' })
    expect(layer('THIN').lineWeight).toBe('25')
    const { entities } = parse(dxf)
    const layersUsed = new Set(entities.map((entity) => entity.layer))
    expect([...layersUsed].sort()).toEqual(['CENTER', 'DIMENSIONS', 'HIDDEN', 'OUTLINE', 'THIN'])
    // The socket, hidden inside the head.
    expect(entities.some((entity) => entity.layer === 'HIDDEN' && entity.type === 'LWPOLYLINE')).toBe(true)
  })

  it('draws DIN 933 M10x40 at 1:1 in mm, Y up, labelled with its values', () => {
    const { entities } = parse(sizeDxf(standard('din-933'), 'M10', 40)!)
    const outlines = entities.filter((entity) => entity.layer === 'OUTLINE')
    // The side view (head and shank) lies right of the end view: its polylines start past the hexagon's.
    const hexagon = outlines.find((entity) => entity.shape && entity.vertices?.length === 6)!
    const right = Math.max(...xs([hexagon]))
    const side = outlines.filter((entity) => Math.min(...xs([entity])) > right)
    const sideXs = xs(side)
    expect(Math.max(...sideXs) - Math.min(...sideXs)).toBeCloseTo(6.4 + 40, 1)
    // The hexagon is 17 across flats (its flats are horizontal: top and bottom) and about 19.6 across corners.
    const hexYs = hexagon.vertices!.map((vertex) => vertex.y)
    expect(Math.max(...hexYs) - Math.min(...hexYs)).toBeCloseTo(17, 1)
    expect(Math.max(...xs([hexagon])) - Math.min(...xs([hexagon]))).toBeCloseTo(17 / Math.cos(Math.PI / 6), 1)
    // The shank: d = 10 from edge to edge, the thread's root lines inside it.
    const shank = side.find((entity) => Math.max(...xs([entity])) - Math.min(...xs([entity])) > 39)!
    const shankYs = shank.vertices!.map((vertex) => vertex.y)
    expect(Math.max(...shankYs) - Math.min(...shankYs)).toBeCloseTo(10, 1)
    // Y up: the head's top edge (SVG's smaller y) has the larger Y; the k dimension sits above the head.
    const texts = entities.filter((entity) => entity.type === 'TEXT')
    expect(texts.map((text) => text.text).sort()).toEqual(['d = 10', 'k = 6.4', 'l = 40', 's = 17'])
    const k = texts.find((text) => text.text === 'k = 6.4')!
    const l = texts.find((text) => text.text === 'l = 40')!
    expect(k.startPoint!.y).toBeGreaterThan(Math.max(...shankYs))
    expect(l.startPoint!.y).toBeLessThan(Math.min(...shankYs))
    // Every label on the dimension layer, as tall as the SVG's letters are in mm.
    const { drawing } = sizeDrawing(standard('din-933'), 'M10', 40)!
    for (const text of texts) {
      expect(text.layer).toBe('DIMENSIONS')
      expect(text.textHeight).toBeCloseTo((15 / drawing.scale) * 0.73, 3)
    }
  })

  it('draws the DIN 125 M8 washer at 1:1: d2 = 16 across the face, d1 = 8.4 its hole, the section hatched', () => {
    const { entities } = parse(sizeDxf(standard('din-125'), 'M8', null)!)
    const circles = entities.filter((entity) => entity.type === 'CIRCLE' && entity.layer === 'OUTLINE')
    expect(circles.map((circle) => circle.radius! * 2).sort((a, b) => b - a)).toEqual([
      expect.closeTo(16, 2),
      expect.closeTo(8.4, 2),
    ])
    expect(entities.filter((entity) => entity.layer === 'HATCH').length).toBeGreaterThan(4)
    expect(entities.filter((entity) => entity.type === 'TEXT').map((text) => text.text)).toEqual([
      'd2 = 16',
      'd1 = 8.4',
      'h = 1.6',
    ])
  })

  it("draws a nut's thread as an arc of 270° open at the upper right, beside the core hole", () => {
    const { entities } = parse(sizeDxf(standard('din-934'), 'M8', null)!)
    const arcs = entities.filter((entity) => entity.type === 'ARC')
    expect(arcs).toHaveLength(1)
    expect(arcs[0]).toMatchObject({ layer: 'THIN', radius: expect.closeTo(4, 2) })
    expect((arcs[0]!.startAngle! * 180) / Math.PI).toBeCloseTo(90)
    expect((arcs[0]!.endAngle! * 180) / Math.PI).toBeCloseTo(360)
    expect(entities.filter((entity) => entity.type === 'TEXT').map((text) => text.text)).toEqual([
      's = 13',
      'd = 8',
      'm = 6.5',
    ])
  })

  it("approximates the button head's elliptical arc by a closed polyline k deep and dk tall", () => {
    const { values } = sizeDrawing(standard('iso-7380'), 'M8', 20)!
    const { entities } = parse(sizeDxf(standard('iso-7380'), 'M8', 20)!)
    const head = entities.find(
      (entity) => entity.layer === 'OUTLINE' && entity.type === 'LWPOLYLINE' && entity.vertices!.length > 20,
    )!
    expect(head.shape).toBe(true)
    const headXs = xs([head])
    const headYs = head.vertices!.map((vertex) => vertex.y)
    expect(Math.max(...headXs) - Math.min(...headXs)).toBeCloseTo(values.k!, 1)
    expect(Math.max(...headYs) - Math.min(...headYs)).toBeCloseTo(values.dk!, 1)
  })

  it('labels the standard drawing with letters alone, as its SVG', () => {
    const { entities } = parse(standardDxf(standard('din-933')))
    expect(entities.filter((entity) => entity.type === 'TEXT').map((text) => text.text)).toEqual(
      drawStandard(standard('din-933')).drawing.letters,
    )
  })

  it('has no drawing for a size the table lacks, a row without a table value, or a wrong length', () => {
    expect(sizeDxf(standard('din-933'), 'M14', 40)).toBeNull()
    expect(sizeDxf(standard('din-933'), 'M10x', 40)).toBeNull()
    expect(sizeDxf(standard('iso-10642'), 'M2', 10)).toBeNull()
    expect(sizeDxf(standard('din-933'), 'M10', null)).toBeNull()
    expect(sizeDxf(standard('din-934'), 'M8', 30)).toBeNull()
    expect(sizeDxf(standard('din-933'), 'M10', 0)).toBeNull()
    // DIN 127 lacks b and s at M10, b at M8; a standard without a table (DIN 976) has no size at all.
    expect(sizeDxf(standard('din-127'), 'M10', null)).toBeNull()
    expect(sizeDxf(standard('din-127'), 'M8', null)).toBeNull()
    expect(sizeDxf(standard('din-976'), 'M10', 100)).toBeNull()
    for (const [id, size, length] of [
      ['din-127', 'M10', null],
      ['din-933', 'M14', 40],
    ] as const) {
      expect(sizeDrawing(standard(id), size, length)).toBeNull()
    }
    expect(sizeDxf(standard('din-127'), 'M5', null)).toContain('ENTITIES')
  })

  it('writes numbers with a decimal point and no trailing zeros', () => {
    expect([17, 6.4, 0.35, 2.5 + 1e-9, 1.25].map(formatMm)).toEqual(['17', '6.4', '0.35', '2.5', '1.25'])
    const dxf = drawingDxf(drawStandard(standard('din-934')).drawing, { values: { s: 16, m: 8, d: 10 } })
    expect(
      parse(dxf)
        .entities.filter((entity) => entity.type === 'TEXT')
        .map((text) => text.text),
    ).toEqual(['s = 16', 'd = 10', 'm = 8'])
  })
})

describe('path data read for DXF', () => {
  it('reads moves, lines, horizontals, verticals and closes', () => {
    expect(pathOutlines('M1 2H5V6L1 6ZM10 10L20 20')).toEqual([
      {
        points: [
          [1, 2],
          [5, 2],
          [5, 6],
          [1, 6],
        ],
        closed: true,
      },
      {
        points: [
          [10, 10],
          [20, 20],
        ],
        closed: false,
      },
    ])
    expect(() => pathOutlines('M0 0Q1 1 2 2')).toThrow(/Q/)
  })

  it('follows an elliptical arc on the side its flags choose', () => {
    // From the top to the bottom of an ellipse centred at (10, 0), rx 4, ry 6: sweep 0 runs through x = 6.
    const left = arcPoints(10, -6, 4, 6, 0, false, false, 10, 6)
    const right = arcPoints(10, -6, 4, 6, 0, false, true, 10, 6)
    expect(Math.min(...left.map(([x]) => x))).toBeCloseTo(6, 1)
    expect(Math.max(...right.map(([x]) => x))).toBeCloseTo(14, 1)
    for (const [x, y] of left) expect(((x - 10) / 4) ** 2 + (y / 6) ** 2).toBeCloseTo(1, 6)
    expect(left.at(-1)).toEqual([10, 6])
  })
})
