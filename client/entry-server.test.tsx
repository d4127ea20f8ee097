import { lazy, Suspense } from 'react'
import { createIntl } from 'react-intl'
import { StaticRouter } from 'react-router'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadPageData } from '../server/ssr/page-data.ts'
import type { RenderModule } from '../shared/render-module.ts'
import { createTestApp } from '../test/helpers/app.ts'
import { App } from './app.tsx'
import { messagesFor, renderCompletely, renderPage, renderSynchronously } from './entry-server.tsx'

let test: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  test = await createTestApp()
})
afterAll(async () => test.close())

const stateOf = (url: string) => {
  const pageData = loadPageData(test.app.stores, url)
  return { pageData, messages: messagesFor(pageData.lang, 'site') }
}
const intlOf = ({ pageData, messages }: ReturnType<typeof stateOf>) =>
  createIntl({ locale: pageData.lang, defaultLocale: 'tr', messages })

describe('renderPage', () => {
  it('renders the complete page and leaves no timer behind (a pending one would keep the render alive)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const html = await renderPage(stateOf('/urunler'))
      expect(html).toContain(test.app.stores.products.data.find((p) => p.is_active)!.name_tr)
      expect(vi.getTimerCount()).toBe(0)
      const tree = (
        <StaticRouter location="/urunler">
          <App state={stateOf('/urunler')} intl={intlOf(stateOf('/urunler'))} />
        </StaticRouter>
      )
      await renderCompletely(tree)
      expect(vi.getTimerCount()).toBe(0)
    } finally {
      vi.useRealTimers()
    }
  })

  it('gives the same HTML from the synchronous pass as from the complete render', async () => {
    const product = test.app.stores.products.data.find((p) => p.is_active)!
    for (const url of ['/', '/urunler', `/urunler/${product.slug}`, '/en/iletisim', '/es/teklif', '/nope']) {
      const fast = await renderPage(stateOf(url))
      const tree = (
        <StaticRouter location={url}>
          <App state={stateOf(url)} intl={intlOf(stateOf(url))} />
        </StaticRouter>
      )
      expect(fast, url).toBe(await renderCompletely(tree))
    }
  })

  it('leaves a tree that suspends to the complete render, which waits for it', async () => {
    let resolveChunk: (module: { default: () => React.JSX.Element }) => void = () => {}
    const Late = lazy(
      () => new Promise<{ default: () => React.JSX.Element }>((resolve) => (resolveChunk = resolve)),
    )
    const tree = (
      <Suspense fallback={<p>loading</p>}>
        <Late />
      </Suspense>
    )
    expect(renderSynchronously(tree)).toBeNull()
    const complete = renderCompletely(tree)
    resolveChunk({ default: () => <p>arrived</p> })
    expect(await complete).toContain('arrived')
  })
})

describe('the render module', () => {
  it('provides what the server loads from it (shared/render-module.ts)', async () => {
    // The annotation is the check: the type checker refuses an entry that no longer fits.
    const entry: RenderModule = await import('./entry-server.tsx')
    expect(entry.messagesFor('en', 'site')).toBe(messagesFor('en'))
    expect(Object.keys(entry.PAGE_MODULES)).toContain('admin')
  })
})
