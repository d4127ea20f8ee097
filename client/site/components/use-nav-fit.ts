import { type RefObject, useLayoutEffect, useState } from 'react'

/**
 * How the header's bar holds its items: the navigation in one row (`inline`); behind the menu
 * button with the language switcher beside it (`menu`); or, when even that does not fit beside the
 * logo, behind the menu button with the language switcher inside the menu's panel (`compact`).
 */
export type NavMode = 'inline' | 'menu' | 'compact'

/**
 * Measures which mode fits, instead of guessing a breakpoint per language or company name: with
 * `is-measuring` on the bar (header.css shows every item at its natural width, nothing shrinking)
 * it adds up the row each mode needs and compares it with the bar's room, then removes the class
 * before the browser paints. For the two menu modes the logo counts at its narrowest
 * (`is-measuring-min`: its name wrapped at every space), as it may wrap there. It measures again
 * when the bar or the logo changes width (a resize, a new logo or name; not the height, which
 * changes as the header condenses) and when web fonts finish loading. Until it has measured (the
 * server's HTML), header.css picks the mode by the window's width. Paused while the menu is open:
 * its panel is not the row being measured.
 */
export function useNavFit(bar: RefObject<HTMLElement | null>, paused: boolean): NavMode | undefined {
  const [mode, setMode] = useState<NavMode>()

  useLayoutEffect(() => {
    const barElement = bar.current
    const brandElement = barElement?.querySelector('.site-header__brand')
    if (!barElement || !brandElement || paused) return
    const width = (selector: string) => barElement.querySelector(selector)?.getBoundingClientRect().width ?? 0
    const measure = () => {
      barElement.classList.add('is-measuring')
      const style = getComputedStyle(barElement)
      const room = barElement.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
      const gap = parseFloat(style.columnGap) || 0
      const tools = barElement.querySelector('.site-header__tools')
      const toolsGap = tools ? parseFloat(getComputedStyle(tools).columnGap) || 0 : 0
      const langs = width('.site-header__langs')
      const inline = width('.site-header__brand') + gap + width('.main-nav') + gap + langs
      barElement.classList.add('is-measuring-min')
      const menu = width('.site-header__brand') + gap + langs + toolsGap + width('.menu-toggle')
      barElement.classList.remove('is-measuring', 'is-measuring-min')
      // Half a pixel of slack: fractional widths must not decide between two equal measures.
      const fits = (needed: number) => needed <= room - 0.5
      setMode(fits(inline) ? 'inline' : fits(menu) ? 'menu' : 'compact')
    }
    measure()
    const widths = new Map<Element, number>()
    const observer = new ResizeObserver((entries) => {
      let changed = false
      for (const entry of entries) {
        const inlineSize = entry.borderBoxSize[0]?.inlineSize ?? entry.contentRect.width
        if (widths.get(entry.target) !== inlineSize) changed = widths.has(entry.target) || changed
        widths.set(entry.target, inlineSize)
      }
      if (changed) measure()
    })
    observer.observe(barElement)
    observer.observe(brandElement)
    document.fonts.addEventListener('loadingdone', measure)
    return () => {
      observer.disconnect()
      document.fonts.removeEventListener('loadingdone', measure)
    }
  }, [bar, paused])

  return mode
}
