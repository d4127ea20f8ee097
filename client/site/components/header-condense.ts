/**
 * The header condenses past CONDENSE_AFTER_PX of scroll and expands again only above
 * EXPAND_BELOW_PX: a position near one threshold cannot flip it back and forth. Its height change
 * never moves the page either (header.css gives the room it frees back as a margin), so the
 * scroll position that condensed it stays where it was.
 */
export const CONDENSE_AFTER_PX = 100
export const EXPAND_BELOW_PX = 60

/** Whether the header is condensed at `scrollY`, given whether it was. */
export function condensedAt(scrollY: number, was: boolean): boolean {
  return was ? scrollY >= EXPAND_BELOW_PX : scrollY > CONDENSE_AFTER_PX
}
