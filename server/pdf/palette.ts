/**
 * The colours every PDF the site draws shares with the others (the datasheet and the catalogue look like one
 * company's papers): navy bands, the orange accent, ink and muted grey text, thin rules.
 */
import { rgb } from 'pdf-lib'

export const NAVY = rgb(0.043, 0.137, 0.263)
export const ACCENT = rgb(0.91, 0.467, 0.18)
export const INK = rgb(0.13, 0.16, 0.2)
export const MUTED = rgb(0.38, 0.42, 0.48)
export const LINE = rgb(0.85, 0.87, 0.9)
/** Behind a catalogue card or every other table row. */
export const PANEL = rgb(0.965, 0.972, 0.982)
export const WHITE = rgb(1, 1, 1)
/** Secondary text on navy (the catalogue cover's subtitle, the datasheet band's title). */
export const ON_NAVY = rgb(0.78, 0.84, 0.92)
