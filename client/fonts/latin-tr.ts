/**
 * The characters of the site's own Inter files (client/fonts/inter-latin-tr-<weight>.woff2, written by
 * `npm run fonts`), as the `unicode-range` of their faces in client/styles/fonts.css spells them: @fontsource's latin
 * subset (Basic Latin, Latin-1 with ç ö ü ñ á é, ı, punctuation, €), the Turkish letters it leaves to latin-ext
 * (Ğ ğ U+011E-011F, İ U+0130, Ş ş U+015E-015F), and the signs the site's texts use besides: ₺ (U+20BA), the arrows
 * ← → (U+2190, U+2192) beside ↑ ↓, ≈ (U+2248), ≤ ≥ (U+2264-2265). fonts.test.ts holds every text of the site to it.
 */
export const LATIN_TR =
  'U+0000-00FF, U+011E-011F, U+0130-0131, U+0152-0153, U+015E-015F, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, ' +
  'U+0308, U+0329, U+2000-206F, U+20AC, U+20BA, U+2122, U+2190-2193, U+2212, U+2215, U+2248, U+2264-2265, U+FEFF, U+FFFD'

/** The weights the design uses: 400 text, 600 navigation, buttons and labels, 700 headings and the logo. */
export const FONT_WEIGHTS = [400, 600, 700] as const

/** The file of a weight, beside this module. */
export const fontFileName = (weight: number) => `inter-latin-tr-${weight}.woff2`

/** Every code point of a `unicode-range` value (`U+0041`, `U+0041-005A`, comma-separated). */
export function rangeCodePoints(range: string): number[] {
  const points: number[] = []
  for (const part of range.split(',')) {
    const match = /^\s*U\+([0-9A-F]+)(?:-([0-9A-F]+))?\s*$/i.exec(part)
    if (!match) throw new Error(`not a unicode-range part: ${part}`)
    const first = parseInt(match[1]!, 16)
    const last = match[2] ? parseInt(match[2], 16) : first
    for (let point = first; point <= last; point++) points.push(point)
  }
  return points
}
