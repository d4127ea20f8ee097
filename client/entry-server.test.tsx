import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadPageData } from '../server/ssr/page-data.ts'
import { createTestApp } from '../test/helpers/app.ts'
import { messagesFor, renderPage } from './entry-server.tsx'

let test: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  test = await createTestApp()
})
afterAll(async () => test.close())

describe('renderPage', () => {
  it('renders the complete page and leaves no timer behind (a pending one would keep the render alive)', async () => {
    const pageData = loadPageData(test.app.stores, '/urunler')
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const html = await renderPage({ pageData, messages: messagesFor('tr', 'site') }, '')
      expect(html).toContain(test.app.stores.products.data.find((p) => p.is_active)!.name_tr)
      expect(vi.getTimerCount()).toBe(0)
    } finally {
      vi.useRealTimers()
    }
  })
})
