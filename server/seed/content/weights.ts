import {
  COARSE_PITCH,
  STANDARDS_BY_ID,
  rowFor,
  type SizeKey,
  type ThreadSize,
} from '../../../shared/standards/index.ts'

/*
 * Weight per 1,000 pieces (kg) computed from a standard's nominal dimensions, for the shapes whose volume the
 * table fully defines: hex head screws and bolts (head prism + shank, the threaded part at its pitch diameter),
 * hex nuts and flat washers. Anything else (or a size whose letters the table lacks) gives null: we do not guess.
 */

/** g/mm³ x 1,000 pieces / 1,000 g per kg: multiplying a volume in mm³ gives kg per 1,000 pieces. */
const DENSITY: Record<string, number> = {
  'carbon-steel': 0.00785,
  'alloy-steel': 0.00785,
  a2: 0.0079,
  a4: 0.008,
  brass: 0.0085,
  copper: 0.0089,
  aluminium: 0.0027,
}

/** Plain hex nuts: a weld nut's projections and a cap nut's dome are not in their tables. */
const PLAIN_HEX_NUTS = new Set(['din-934', 'iso-4032'])

const hexArea = (s: number) => (Math.sqrt(3) / 2) * s * s
const circle = (d: number) => (Math.PI / 4) * d * d

function round(kg: number): number {
  return kg >= 10 ? Math.round(kg * 10) / 10 : Math.round(kg * 100) / 100
}

/** Volume in mm³ of one piece, or null when the standard's table does not define the shape. */
function volume(standardId: string, size: SizeKey, length: number | null): number | null {
  const standard = STANDARDS_BY_ID.get(standardId)
  const row = standard && rowFor(standard, size)
  if (!standard || !row) return null
  const v = row.values
  const d = Number(size.replace(/^M/, ''))
  const pitch = COARSE_PITCH[size as ThreadSize] as number | undefined
  const pitchDiameter = pitch === undefined ? undefined : d - 0.6495 * pitch
  if (standard.kind === 'bolt' && standard.head === 'hex' && v.s && v.k && length && pitchDiameter) {
    const thread = v.b === undefined ? length : Math.min(v.b, length)
    return hexArea(v.s) * v.k + circle(pitchDiameter) * thread + circle(d) * (length - thread)
  }
  if (PLAIN_HEX_NUTS.has(standardId) && v.s && v.m && pitchDiameter) {
    return (hexArea(v.s) - circle(pitchDiameter)) * v.m
  }
  if (standard.kind === 'washer' && v.d1 && v.d2 && v.h) return (circle(v.d2) - circle(v.d1)) * v.h
  return null
}

export function weightPer1000(
  standardId: string,
  size: SizeKey,
  length: number | null,
  material: string,
): number | null {
  const density = DENSITY[material]
  const mm3 = volume(standardId, size, length)
  return density === undefined || mm3 === null ? null : round(mm3 * density)
}
