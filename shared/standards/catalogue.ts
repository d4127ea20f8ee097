import { CARRIAGE_BOLTS } from './data/carriage-bolts.ts'
import { EYE_BOLTS } from './data/eye-bolts.ts'
import { HEX_BOLTS } from './data/hex-bolts.ts'
import { NUTS } from './data/nuts.ts'
import { PENDING_STANDARDS } from './data/pending.ts'
import { RIVETS } from './data/rivets.ts'
import { SOCKET_SCREWS } from './data/socket-screws.ts'
import { TAPPING_SCREWS } from './data/tapping-screws.ts'
import { WASHERS } from './data/washers.ts'
import { EQUIVALENCE_PAIRS } from './equivalences.ts'
import type { Equivalence, Standard, StandardData } from './types.ts'

function equivalentsOf(id: string): Equivalence[] {
  return EQUIVALENCE_PAIRS.flatMap((pair) => {
    if (pair.din === id) return [{ id: pair.iso, changed: pair.changed, letters: pair.letters }]
    if (pair.iso === id) return [{ id: pair.din, changed: pair.changed, letters: pair.letters }]
    return []
  })
}

function complete(data: StandardData): Standard {
  return { ...data, designation: `${data.body} ${data.number}`, equivalents: equivalentsOf(data.id) }
}

/** Every standard the catalogue knows, the guide's core pairs first. */
export const STANDARDS: readonly Standard[] = [
  ...HEX_BOLTS,
  ...NUTS,
  ...SOCKET_SCREWS,
  ...WASHERS,
  ...CARRIAGE_BOLTS,
  ...TAPPING_SCREWS,
  ...EYE_BOLTS,
  ...RIVETS,
  ...PENDING_STANDARDS,
].map(complete)

export const STANDARDS_BY_ID: ReadonlyMap<string, Standard> = new Map(
  STANDARDS.map((standard) => [standard.id, standard]),
)

/** Whether a standard's dimension table is still to be sourced (docs/standards-sources.md). */
export function isTablePending(standard: Standard): boolean {
  return standard.rows.length === 0
}
