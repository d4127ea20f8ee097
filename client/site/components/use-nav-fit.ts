import { type RefObject, useEffect, useState } from 'react'

/**
 * How the header's bar holds its items: the logo, search box and language switcher in one row with
 * the navigation in a row of its own under them (`stacked`); behind the menu button with the
 * language switcher beside it (`menu`); or, when even that does not fit beside the logo, behind the
 * menu button with the language switcher inside the menu's panel (`compact`). In both menu modes
 * the search box is a row under the bar.
 */
export type NavMode = 'stacked' | 'menu' | 'compact'

/**
 * The mode that fits, measured in the browser (nav-fit-measure.ts). Until it has measured (the
 * server's HTML), header.css picks the mode by the window's width, which is what the measurement
 * finds for the demo content in every language; so the measuring code is a small chunk loaded after
 * hydration, not part of any page's first load. Paused while the menu is open: its panel is not
 * the row being measured.
 */
export function useNavFit(bar: RefObject<HTMLElement | null>, paused: boolean): NavMode | undefined {
  const [mode, setMode] = useState<NavMode>()

  useEffect(() => {
    const barElement = bar.current
    if (!barElement || paused) return
    let stop: (() => void) | undefined
    let active = true
    import('./nav-fit-measure.ts').then(({ watchNavFit }) => {
      if (active) stop = watchNavFit(barElement, setMode)
    }, Object)
    return () => {
      active = false
      stop?.()
    }
  }, [bar, paused])

  return mode
}
