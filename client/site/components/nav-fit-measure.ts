import type { NavMode } from './use-nav-fit.ts'

/**
 * Measures which mode fits, instead of guessing a breakpoint per language or company name: with
 * `is-measuring` on the bar (header.css shows every item at its natural width, nothing shrinking)
 * it adds up the rows each mode needs and compares them with the bar's room, then removes the class
 * before the browser paints. Stacked needs the navigation in a row of its own and the logo, search
 * box and language switcher in the other; for the two menu modes the logo counts at its narrowest
 * (`is-measuring-min`: its name wrapped at every space), as it may wrap there, and the search box
 * has its own row. It measures again when the bar or the logo changes width (a resize, a new logo
 * or name; not the height, which changes as the header condenses) and when web fonts finish
 * loading. Returns what stops watching.
 */
export function watchNavFit(barElement: HTMLElement, setMode: (mode: NavMode) => void): () => void {
  const brandElement = barElement.querySelector('.site-header__brand')
  if (!brandElement) return () => undefined
  const width = (selector: string) => barElement.querySelector(selector)?.getBoundingClientRect().width ?? 0
  const measure = () => {
    barElement.classList.add('is-measuring')
    const style = getComputedStyle(barElement)
    const room = barElement.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
    const gap = parseFloat(style.columnGap) || 0
    const tools = barElement.querySelector('.site-header__tools')
    const toolsGap = tools ? parseFloat(getComputedStyle(tools).columnGap) || 0 : 0
    const langs = width('.site-header__langs')
    const nav = width('.main-nav')
    const top = width('.site-header__brand') + gap + width('.site-header__search') + gap + langs
    barElement.classList.add('is-measuring-min')
    const menu = width('.site-header__brand') + gap + langs + toolsGap + width('.menu-toggle')
    barElement.classList.remove('is-measuring', 'is-measuring-min')
    // Half a pixel of slack: fractional widths must not decide between two equal measures.
    const fits = (needed: number) => needed <= room - 0.5
    setMode(fits(nav) && fits(top) ? 'stacked' : fits(menu) ? 'menu' : 'compact')
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
}
