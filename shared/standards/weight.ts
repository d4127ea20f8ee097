import { rowFor } from './lookup.ts'
import { sizeDiameter, sizeSeries } from './sizes.ts'
import type { DimensionRow, SizeKey, Standard } from './types.ts'

/*
 * Weight per 1,000 pieces computed from a standard's nominal dimensions and the material's density, for the shapes
 * whose volume the standard's table defines. One function per geometry kind; each answers null when a letter it
 * needs is missing from the row (never a guess). Catalogues compute their weight tables the same way: nominal
 * sizes, the threaded part at its pitch diameter (the thread's mean section), chamfers and radii left out.
 */

/** Density in g/cm³ per term id of the materials vocabulary. */
export const DENSITY: Readonly<Record<string, number>> = {
  'carbon-steel': 7.85,
  'alloy-steel': 7.85,
  a2: 7.93,
  a4: 7.93,
  brass: 8.5,
  copper: 8.9,
  aluminium: 2.7,
}

type Values = Readonly<Record<string, number>>
/** What a geometry reads: the row's values, the nominal diameter, the pitch (metric only) and the length. */
type Shape = { v: Values; d: number; pitch: number | undefined; length: number | null }

const hexArea = (s: number) => (Math.sqrt(3) / 2) * s * s
const circle = (d: number) => (Math.PI / 4) * d * d
/** ISO 724: d2 = d - 0.6495 P. */
const pitchDiameter = (d: number, pitch: number) => d - 0.6495 * pitch

/**
 * A threaded shank of `length` mm: the thread (b mm from the end, or the whole length without b) at its pitch
 * diameter, the plain part at the nominal diameter. Null without a metric pitch or a length.
 */
function shank({ v, d, pitch, length }: Shape, under = 0): number | null {
  if (pitch === undefined || length === null) return null
  const body = length - under
  const thread = v.b === undefined ? body : Math.min(v.b, body)
  return circle(pitchDiameter(d, pitch)) * thread + circle(d) * (body - thread)
}

/** The row's values of `names`, in order; null when the row lacks one of them. */
function pick<const N extends readonly string[]>(v: Values, ...names: N): { [I in keyof N]: number } | null {
  const values = names.map((name) => v[name])
  return values.every((value) => value !== undefined) ? (values as { [I in keyof N]: number }) : null
}

/** Hex head bolts and screws (DIN 933/931, ISO 4017/4014): a hexagonal prism s x k on the shank. */
export function hexBoltVolume(shape: Shape): number | null {
  const head = pick(shape.v, 's', 'k')
  const body = shank(shape)
  if (!head || body === null) return null
  const [s, k] = head
  return hexArea(s) * k + body
}

/**
 * Socket head cap screws (DIN 912, ISO 4762): a cylinder dk x k less the hexagon socket s, on the shank. ISO 4762's
 * smallest socket depth is half the head height (t min = k / 2 from M4 up), the depth catalogues weigh.
 */
export function socketCapVolume(shape: Shape): number | null {
  const head = pick(shape.v, 'dk', 'k', 's')
  const body = shank(shape)
  if (!head || body === null) return null
  const [dk, k, s] = head
  return circle(dk) * k - hexArea(s) * (k / 2) + body
}

/** A spherical cap of base diameter `base` and height `h`. */
const dome = (base: number, h: number) => ((Math.PI * h) / 6) * ((3 * base * base) / 4 + h * h)

/** Mushroom head square neck bolts (DIN 603): a domed head dk x k, the square neck v x v x f, the shank below it. */
export function carriageBoltVolume(shape: Shape): number | null {
  const head = pick(shape.v, 'dk', 'k', 'v', 'f')
  if (!head) return null
  const [dk, k, v, f] = head
  const body = shank(shape, f)
  return body === null ? null : dome(dk, k) + v * v * f + body
}

/** Plain hexagon nuts (DIN 934, ISO 4032): the hexagonal prism s x m less the thread at its pitch diameter. */
export function hexNutVolume({ v, d, pitch }: Shape): number | null {
  const nut = pick(v, 's', 'm')
  if (!nut || pitch === undefined) return null
  const [s, m] = nut
  return (hexArea(s) - circle(pitchDiameter(d, pitch))) * m
}

/** Flat washers (DIN 125, ISO 7089, ISO 7093, DIN 9021, DIN 7349): a ring d2 / d1, h thick. */
export function flatWasherVolume({ v }: Shape): number | null {
  const ring = pick(v, 'd1', 'd2', 'h')
  if (!ring) return null
  const [d1, d2, h] = ring
  return (circle(d2) - circle(d1)) * h
}

/** Spring lock washers (DIN 127): a split ring of section b x s on the mean diameter d1 + b. */
export function springWasherVolume({ v }: Shape): number | null {
  const ring = pick(v, 'd1', 'b', 's')
  if (!ring) return null
  const [d1, b, s] = ring
  return Math.PI * (d1 + b) * b * s
}

/** Round head solid rivets (DIN 660): a domed head dk x k on a plain shank of the rivet's diameter. */
export function solidRivetVolume({ v, d, length }: Shape): number | null {
  const head = pick(v, 'dk', 'k')
  if (!head || length === null) return null
  const [dk, k] = head
  return dome(dk, k) + circle(d) * length
}

/** Standards with a plain hexagon nut's shape: a weld nut's projections or a flange are not in their tables. */
const PLAIN_HEX_NUTS = new Set(['din-934', 'iso-4032'])

/** The geometry of a standard's part, or undefined when its tables do not define one (flange, countersunk...). */
export function geometryOf(standard: Standard): ((shape: Shape) => number | null) | undefined {
  const { kind, head } = standard
  if (head === 'hex' && kind === 'bolt') return hexBoltVolume
  if (head === 'socket-cap') return socketCapVolume
  if (head === 'carriage') return carriageBoltVolume
  if (kind === 'nut') return PLAIN_HEX_NUTS.has(standard.id) ? hexNutVolume : undefined
  if (kind === 'washer') {
    return standard.tableLetters.includes('h') ? flatWasherVolume : springWasherVolume
  }
  if (kind === 'rivet' && head === 'round') return solidRivetVolume
  return undefined
}

/** Volume of one piece in mm³, or null when the standard's table does not define it for that size and length. */
export function pieceVolume(standard: Standard, size: SizeKey, length: number | null): number | null {
  const geometry = geometryOf(standard)
  const row: DimensionRow | undefined = rowFor(standard, size)
  if (!geometry || !row) return null
  const pitch = sizeSeries(size) === 'metric' ? row.pitch : undefined
  const volume = geometry({ v: row.values, d: sizeDiameter(size), pitch, length })
  return volume !== null && volume > 0 ? volume : null
}

/** How far apart the materials' densities may be for one weight to hold for all: steel and stainless are 1% apart. */
const DENSITY_SPREAD = 0.02

/**
 * The density in g/cm³ a product's rows are weighed with: its first material's, when every material it lists weighs
 * within 2% of that (a steel or stainless bolt weighs the same to a percent). Null when a material's density is not
 * known or they differ more (an aluminium rivet weighs a third of a steel one: the weight depends on the order).
 */
export function densityOf(materials: readonly string[]): number | null {
  const densities = materials.map((material) => DENSITY[material])
  const [first] = densities
  if (first === undefined) return null
  return densities.every(
    (density) => density !== undefined && Math.abs(density - first) <= first * DENSITY_SPREAD,
  )
    ? first
    : null
}

/** Three significant figures, as weight tables print them: 0.155, 3.57, 32.9, 186. */
const significant = (kg: number) => Number(kg.toPrecision(3))

/**
 * kg per 1,000 pieces of a size row made to `standard` in a material of `density` g/cm³: mm³ x g/cm³ / 1,000 is
 * grams per piece, which is kg per 1,000 pieces. Null where the geometry is not defined.
 */
export function weightPer1000(
  standard: Standard,
  size: SizeKey,
  length: number | null,
  density: number | null,
): number | null {
  if (density === null) return null
  const volume = pieceVolume(standard, size, length)
  return volume === null ? null : significant((volume * density) / 1000)
}
