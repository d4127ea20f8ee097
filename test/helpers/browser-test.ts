import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { launchBrowser, loaded } from './browser.ts'
import { type RunningServer, startServer } from './server.ts'

/**
 * The production server and Chromium of one browser test file: both started together before the
 * file's tests and closed after them (a missing browser fails the file). Called at the top of the
 * file; `server.url`, `server.root` and `browser.newContext()` work in its tests and in hooks
 * declared after the call. `env` is read at start, so it may name what an earlier hook made (a
 * mail sink's URL). `browserArgs` are added to Chromium's flags (e.g. SOFTWARE_WEBGL).
 */
export function serverAndBrowser(
  env: Record<string, string> | (() => Record<string, string>) = {},
  { browserArgs = [] }: { browserArgs?: readonly string[] } = {},
) {
  let running: RunningServer | undefined
  let launched: Browser | undefined
  beforeAll(async () => {
    const [server, browser] = await Promise.allSettled([
      startServer(typeof env === 'function' ? env() : env),
      launchBrowser(browserArgs),
    ])
    // Whichever started is kept, so that it is closed after a failure of the other.
    if (server.status === 'fulfilled') running = server.value
    if (browser.status === 'fulfilled') launched = browser.value
    if (server.status === 'rejected') throw server.reason
    if (browser.status === 'rejected') throw browser.reason
  })
  afterAll(async () => {
    await launched?.close()
    await running?.stop()
  })
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the server and the browser are there only once started')
    return value
  }
  const browser = {
    newContext: (...options: Parameters<Browser['newContext']>) => started(launched).newContext(...options),
    newPage: (...options: Parameters<Browser['newPage']>) => started(launched).newPage(...options),
  }
  return {
    server: {
      get url() {
        return started(running).url
      },
      get root() {
        return started(running).root
      },
    },
    browser,
    /** `url` of the server in a context of its own, `width` px wide, once loaded and live (see `loaded`). */
    open: async (url: string, width: number, javaScriptEnabled = true): Promise<Page> => {
      const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled })
      const page = await context.newPage()
      await page.goto(started(running).url + url)
      await loaded(page)
      return page
    },
  }
}
