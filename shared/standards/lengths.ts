/*
 * Preferred nominal lengths (mm) within our range (up to 120 mm). Each series is the intersection of two public
 * length lists (docs/standards-sources.md), so a length only one source lists is left out rather than guessed;
 * 90 mm is a preferred length of the ISO 888 series and in every product table of these standards.
 */

/** Hexagon head screws, fully threaded (ISO 4017 / DIN 933). */
export const HEX_SCREW_LENGTHS = [
  2, 3, 4, 5, 6, 8, 10, 12, 16, 20, 25, 30, 35, 40, 45, 50, 55, 60, 65, 70, 80, 90, 100, 110, 120,
] as const

/** Hexagon head bolts, partially threaded (ISO 4014 / DIN 931). */
export const HEX_BOLT_LENGTHS = [30, 35, 40, 45, 50, 55, 60, 65, 70, 80, 90, 100, 110, 120] as const

/** Hexagon socket head cap screws (ISO 4762 / DIN 912). */
export const SOCKET_CAP_LENGTHS = [
  2.5, 3, 4, 5, 6, 8, 10, 12, 16, 20, 25, 30, 35, 40, 45, 50, 55, 60, 65, 70, 80, 90, 100, 110, 120,
] as const

/** Hexagon socket button head screws (ISO 7380-1). */
export const BUTTON_HEAD_LENGTHS = [
  6, 8, 10, 12, 16, 20, 25, 30, 35, 40, 45, 50, 55, 60, 65, 70, 80, 90,
] as const
