/**
 * The colours every PDF the site draws shares with the others (the datasheet and the catalogue look like one
 * company's papers): navy bands, the orange accent, ink and muted grey text, thin rules.
 */
import { rgb } from 'pdf-lib'

/**
 * The site's accent colours, as the design tokens define them (--accent and --accent-strong in
 * client/styles/tokens.css; palette.test.ts holds the two equal, since the PDFs are drawn without the CSS).
 */
export const SITE_ACCENT = '#f5a524'
export const SITE_ACCENT_STRONG = '#d98a0b'

/** `#rrggbb` as pdf-lib's colour. */
export function hexColour(hex: string) {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255) as [
    number,
    number,
    number,
  ]
  return rgb(r, g, b)
}

export const NAVY = rgb(0.043, 0.137, 0.263)
/** Bands, rules and badges: the site's amber. */
export const ACCENT = hexColour(SITE_ACCENT)
/** Accent text on white (a standard's number), in the site's darker amber, which reads on paper. */
export const ACCENT_TEXT = hexColour(SITE_ACCENT_STRONG)
export const INK = rgb(0.13, 0.16, 0.2)
export const MUTED = rgb(0.38, 0.42, 0.48)
export const LINE = rgb(0.85, 0.87, 0.9)
/** Behind a catalogue card or every other table row. */
export const PANEL = rgb(0.965, 0.972, 0.982)
export const WHITE = rgb(1, 1, 1)
/** Secondary text on navy (the catalogue cover's subtitle, the datasheet band's title). */
export const ON_NAVY = rgb(0.78, 0.84, 0.92)
