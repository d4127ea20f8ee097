/** Fixed-size bitsets over product positions: the facet index's sets, intersected and counted word by word. */
export type Bitset = Uint32Array

export function bitset(size: number): Bitset {
  return new Uint32Array(Math.ceil(size / 32))
}

export function setBit(set: Bitset, index: number): void {
  set[index >>> 5]! |= 1 << (index & 31)
}

export function hasBit(set: Bitset, index: number): boolean {
  return (set[index >>> 5]! & (1 << (index & 31))) !== 0
}

/** Every bit set for the first `size` positions. */
export function fullBitset(size: number): Bitset {
  const set = bitset(size)
  set.fill(0xffffffff)
  const rest = size & 31
  if (rest !== 0) set[set.length - 1] = (1 << rest) - 1
  return set
}

/** `target &= other`, in place. */
export function andInto(target: Bitset, other: Bitset): void {
  for (let i = 0; i < target.length; i++) target[i]! &= other[i]!
}

/** `target |= other`, in place. */
export function orInto(target: Bitset, other: Bitset): void {
  for (let i = 0; i < target.length; i++) target[i]! |= other[i]!
}

function popcount32(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555)
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333)
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) as number
}

/** The number of positions in both sets, without building the intersection. */
export function countAnd(a: Bitset, b: Bitset): number {
  let count = 0
  for (let i = 0; i < a.length; i++) {
    const word = a[i]! & b[i]!
    if (word !== 0) count += popcount32(word)
  }
  return count
}

/** The positions set, ascending. */
export function positions(set: Bitset): number[] {
  const result: number[] = []
  for (let i = 0; i < set.length; i++) {
    let word = set[i]!
    while (word !== 0) {
      const low = word & -word
      result.push(i * 32 + 31 - Math.clz32(low))
      word ^= low
    }
  }
  return result
}
