import { beforeAll, describe, expect, it } from 'vitest'
import { LANGS } from '../../shared/i18n.ts'
import { localizePath } from '../../shared/routes.ts'
import { serverAndBrowser } from '../helpers/browser-test.ts'
import { publicPaths } from '../helpers/public-paths.ts'

/*
 * The document title the browser shows once the client has taken over equals the server's <title>, on every page
 * type in every language. The client sets it again after hydration from its own (parsed) messages, which once
 * left a standard page's title as the message id "standard.name".
 */

const { server, browser } = serverAndBrowser()
let productSlug: string
beforeAll(async () => {
  const products = (await (await fetch(`${server.url}/api/products`)).json()) as { slug: string }[]
  productSlug = products[0]!.slug
})

/** The server's <title>, entities decoded as the browser would. */
async function serverTitle(url: string): Promise<string> {
  const html = await (await fetch(url)).text()
  const escaped = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''
  return escaped.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
}

describe('page titles after hydration', () => {
  it('equal the server title on every page type in every language', async () => {
    const context = await browser.newContext()
    // Records every title the page's scripts write, so the test knows the client's own title update has run.
    await context.addInitScript(() => {
      const own = Object.getOwnPropertyDescriptor(Document.prototype, 'title')!
      const writes: string[] = []
      Object.assign(window, { titleWrites: writes })
      Object.defineProperty(Document.prototype, 'title', {
        ...own,
        set(value: string) {
          writes.push(value)
          own.set!.call(this, value)
        },
      })
    })
    const page = await context.newPage()
    const mismatches: string[] = []
    for (const lang of LANGS) {
      for (const path of publicPaths(productSlug)) {
        const url = server.url + localizePath(lang, path)
        const expected = await serverTitle(url)
        await page.goto(url)
        await page.waitForFunction(
          () => (window as unknown as { titleWrites: string[] }).titleWrites.length > 0,
        )
        const shown = await page.evaluate(() => document.title)
        expect(expected).not.toBe('')
        if (shown !== expected) mismatches.push(`${url}: "${shown}" instead of "${expected}"`)
      }
    }
    await context.close()
    expect(mismatches).toEqual([])
  })
})
