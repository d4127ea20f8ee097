import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { LANGS } from '../../shared/i18n.ts'
import { localizePath } from '../../shared/routes.ts'
import { CONDENSE_AFTER_PX } from '../../client/site/components/header-condense.ts'
import { serverAndBrowser } from '../helpers/browser-test.ts'
import { publicPaths } from '../helpers/public-paths.ts'

const { server, browser } = serverAndBrowser()
let productSlug: string
beforeAll(async () => {
  const products = (await (await fetch(`${server.url}/api/products`)).json()) as { slug: string }[]
  productSlug = products[0]!.slug
})

const WIDTHS = [320, 390, 768, 1024, 1280, 1440, 1920] as const

/** Resolves once the page is hydrated, the fonts have loaded and the header chose its navigation. */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.fonts.status === 'loaded' && document.querySelector('header.site-header[data-nav]') !== null,
  )
}

/**
 * Resolves once a resize has been laid out and answered: the header's ResizeObserver has measured again and React
 * has committed the mode it chose (two frames, then a task for the scheduled render).
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve))),
      ),
  )
}

type Finding = { overflow: number; offenders: string[]; wrapped: string[] }

/**
 * Runs in the page: how far the document overflows sideways (and the outermost elements that
 * stick out), and every visible header link or button whose text takes more than one line or
 * that does not lie inside the viewport.
 */
function audit(): Finding {
  const root = document.documentElement
  const width = root.clientWidth
  const describe = (element: Element) =>
    `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : ''}`
  const clipped = (element: Element) => {
    for (
      let parent = element.parentElement;
      parent && parent !== document.body;
      parent = parent.parentElement
    ) {
      if (getComputedStyle(parent).overflowX !== 'visible') return true
    }
    return false
  }
  const offenders: string[] = []
  if (root.scrollWidth > width) {
    for (const element of document.body.querySelectorAll('*')) {
      const right = element.getBoundingClientRect().right
      const parentRight = element.parentElement?.getBoundingClientRect().right ?? 0
      if (right > width + 0.5 && parentRight <= width + 0.5 && !clipped(element)) {
        offenders.push(`${describe(element)} +${Math.round(right - width)}px`)
      }
    }
  }
  const wrapped: string[] = []
  for (const element of document.querySelectorAll('header.site-header :is(a, button)')) {
    const box = element.getBoundingClientRect()
    if (box.width === 0 || box.height === 0 || getComputedStyle(element).visibility === 'hidden') continue
    const label = `${describe(element)} "${element.textContent?.trim() ?? ''}"`
    if (box.left < -0.5 || box.right > width + 0.5) wrapped.push(`${label} outside the viewport`)
    // The logo's name may take two lines by design; navigation items and buttons never.
    if (!element.matches('nav a, button, .contact-strip a')) continue
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
    const lineTops = new Set<number>()
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      for (const rect of range.getClientRects()) if (rect.width > 0) lineTops.add(Math.round(rect.top / 4))
    }
    if (lineTops.size > 1) wrapped.push(`${label} wraps onto ${lineTops.size} lines`)
  }
  // The bar's parts may shrink: their content must still fit in them, not run under the next one.
  for (const part of document.querySelectorAll('.site-header__bar > *')) {
    if (part.getClientRects().length > 0 && part.scrollWidth > part.clientWidth + 1) {
      wrapped.push(`${describe(part)} is ${part.scrollWidth - part.clientWidth}px too narrow for its content`)
    }
  }
  return { overflow: root.scrollWidth - width, offenders: offenders.slice(0, 4), wrapped }
}

describe('layout at every width in every language', () => {
  it('no page overflows sideways and no header item wraps (320-1920 px, tr/en/es)', async () => {
    const failures: string[] = []
    const modes = new Set<string>()
    let views = 0
    let failedViews = 0
    const context = await browser.newContext({ viewport: { width: WIDTHS[0], height: 900 } })
    const page = await context.newPage()
    for (const lang of LANGS) {
      for (const path of publicPaths(productSlug)) {
        const url = localizePath(lang, path)
        // Each page is opened once, at the narrowest width, then taken through every width as a window being
        // resized is (a phone turned, a browser window dragged): the header measures itself again on a resize.
        await page.setViewportSize({ width: WIDTHS[0], height: 900 })
        await page.goto(server.url + url)
        await settle(page)
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 })
          await settled(page)
          const found = await page.evaluate(audit)
          modes.add(`${width} ${await page.locator('header.site-header').getAttribute('data-nav')}`)
          views++
          const problems = [
            ...(found.overflow > 0
              ? [`overflows by ${found.overflow}px (${found.offenders.join(', ') || 'no single element'})`]
              : []),
            ...found.wrapped,
          ]
          if (problems.length > 0) {
            failedViews++
            failures.push(`${url} ${lang} ${width}px: ${problems.join('; ')}`)
          }
        }
      }
    }
    await context.close()
    console.log(`layout: ${failedViews} of ${views} views overflow or wrap a header item`)
    expect(failures).toEqual([])
    // The header measured itself again at each width: a phone's menu, the menu in its own row on a wide screen.
    expect([...modes].filter((mode) => mode.startsWith(`${WIDTHS[0]} `))).toEqual([`${WIDTHS[0]} compact`])
    expect([...modes].filter((mode) => mode.startsWith(`${WIDTHS.at(-1)} `))).toEqual([
      `${WIDTHS.at(-1)} stacked`,
    ])
  }, 180_000)

  it('condenses the header once just past the threshold, without moving the page (1280 and 390 px)', async () => {
    for (const width of [1280, 390]) {
      const context = await browser.newContext({ viewport: { width, height: 800 } })
      const page = await context.newPage()
      await page.goto(server.url + '/en')
      await settle(page)
      await page.evaluate(() => {
        const header = document.querySelector('header.site-header')!
        const flips = { count: 0, condensed: header.classList.contains('is-condensed') }
        ;(window as unknown as { flips: typeof flips }).flips = flips
        new MutationObserver(() => {
          if (header.classList.contains('is-condensed') === flips.condensed) return
          flips.condensed = !flips.condensed
          flips.count++
        }).observe(header, { attributeFilter: ['class'] })
      })
      await page.evaluate((y) => window.scrollTo(0, y), CONDENSE_AFTER_PX + 1)
      await page.waitForTimeout(2000)
      const { flips, scrollY, condensed } = await page.evaluate(() => ({
        flips: (window as unknown as { flips: { count: number } }).flips.count,
        scrollY: window.scrollY,
        condensed: document.querySelector('header.site-header')!.classList.contains('is-condensed'),
      }))
      expect({ width, flips, condensed, scrollY }).toEqual({
        width,
        flips: 1,
        condensed: true,
        scrollY: CONDENSE_AFTER_PX + 1,
      })
      await context.close()
    }
  })

  it('ends the top-bar address in an ellipsis and keeps the whole address in its title', async () => {
    const context = await browser.newContext({ viewport: { width: 1024, height: 700 } })
    const page = await context.newPage()
    for (const lang of LANGS) {
      await page.goto(server.url + localizePath(lang, '/'))
      await settle(page)
      const address = await page.evaluate(() => {
        const text = document.querySelector<HTMLElement>('.contact-strip__address-text')!
        const quality = document.querySelector('.contact-strip__quality')!
        return {
          title: text.title,
          text: text.textContent,
          ellipsis: getComputedStyle(text).textOverflow,
          cut: text.scrollWidth > text.clientWidth,
          clear: text.getBoundingClientRect().right <= quality.getBoundingClientRect().left,
        }
      })
      expect(address, lang).toEqual({
        title: address.text,
        text: address.text,
        ellipsis: 'ellipsis',
        cut: true,
        clear: true,
      })
      expect(address.title.length, lang).toBeGreaterThan(20)
    }
    await context.close()
  })
})

describe('web font', () => {
  it('preloads Inter and serves every face from the build with immutable caching', async () => {
    const page = await fetch(`${server.url}/`)
    expect(page.headers.get('content-security-policy')).toMatch(/font-src 'self'/)
    const html = await page.text()
    const preloads = [
      ...html.matchAll(/<link rel="preload" as="font" type="font\/woff2" crossorigin href="([^"]+)"/g),
    ].map((match) => match[1]!)
    expect(preloads).toEqual([
      expect.stringMatching(/^\/assets\/inter-latin-tr-400-[\w-]+\.woff2$/),
      expect.stringMatching(/^\/assets\/inter-latin-tr-700-[\w-]+\.woff2$/),
    ])
    const css = html.match(/href="(\/assets\/index-[\w-]+\.css)"/)?.[1]
    const stylesheet = await (await fetch(server.url + css)).text()
    const faces = [...stylesheet.matchAll(/url\(([^)]+\.woff2)\)/g)].map((match) =>
      match[1]!.replace(/["']/g, ''),
    )
    expect(faces).toHaveLength(6) // the site's own (latin with Turkish) and latin-ext at 400, 600 and 700
    expect(faces).toEqual(expect.arrayContaining(preloads))
    for (const file of faces) {
      const answer = await fetch(server.url + file)
      expect(answer.status, file).toBe(200)
      expect(answer.headers.get('content-type'), file).toBe('font/woff2')
      expect(answer.headers.get('cache-control'), file).toBe('public, max-age=31536000, immutable')
      expect(
        Buffer.from(await answer.arrayBuffer())
          .subarray(0, 4)
          .toString('latin1'),
        file,
      ).toBe('wOF2')
    }
  })

  it('draws Turkish text in Inter from one file a weight, fetching each preloaded file once', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    await page.goto(`${server.url}/hakkimizda`)
    await settle(page)
    const result = await page.evaluate(() => ({
      turkish:
        document.fonts.check('700 16px Inter', 'Bağlantı İğneş') &&
        document.fonts.check('16px Inter', 'ğşıİ'),
      family: getComputedStyle(document.body).fontFamily.split(',')[0],
      fetched: performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.endsWith('.woff2')),
    }))
    expect(result.turkish).toBe(true)
    expect(result.family).toMatch(/^"?Inter"?$/)
    expect(result.fetched.length).toBe(new Set(result.fetched).size)
    // ğ ş İ are in the site's own files: no latin-ext file (35 KB a weight) for a Turkish page.
    expect(result.fetched).toEqual(
      expect.arrayContaining([
        expect.stringContaining('inter-latin-tr-400'),
        expect.stringContaining('inter-latin-tr-700'),
      ]),
    )
    expect(result.fetched.filter((path) => !path.includes('inter-latin-tr-'))).toEqual([])
    await context.close()
  })
})
