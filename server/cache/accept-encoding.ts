export type Encoding = 'br' | 'gzip'

/**
 * The encoding to send for an Accept-Encoding header (RFC 9110 12.5.3): the offered one with
 * the highest q-value, brotli on a tie; `q=0` means "not acceptable", and `*` stands for the
 * codings not named. Undefined means the plain body. `available` lists what exists for this
 * answer, in order of preference.
 */
export function preferredEncoding(
  header: string | undefined,
  available: readonly Encoding[] = ['br', 'gzip'],
): Encoding | undefined {
  if (!header) return undefined
  const weights = new Map<string, number>()
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';')
    const coding = name.trim().toLowerCase()
    if (!coding) continue
    let q = 1
    for (const param of params) {
      const match = /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(param)
      if (match) q = Number(match[1])
    }
    // A coding listed twice keeps its lowest weight (the cautious reading).
    weights.set(coding, Math.min(q, weights.get(coding) ?? 1))
  }
  let best: Encoding | undefined
  let bestQ = 0
  for (const coding of available) {
    const q = weights.get(coding) ?? weights.get('*') ?? 0
    if (q > bestQ) {
      best = coding
      bestQ = q
    }
  }
  return best
}
