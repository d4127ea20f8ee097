import { existsSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import axe from 'axe-core'
import { type Browser, chromium, type Locator, type Page } from 'playwright-core'

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'

/** The two viewports every page is looked at in (width, height, the screenshots' name suffix). */
export const DESKTOP_AND_PHONE = [
  [1440, 900, 'desktop'],
  [390, 844, 'mobile'],
] as const

/**
 * WebGL in headless Chromium without a GPU: ANGLE on SwiftShader, the software renderer Chromium ships (newer
 * Chromium only falls back to it when told it may). For the tests that draw in 3D.
 */
export const SOFTWARE_WEBGL = ['--use-angle=swiftshader', '--enable-unsafe-swiftshader']

/** No WebGL at all, as on a browser or machine without it. */
export const NO_WEBGL = ['--disable-3d-apis']

/** Debian's Chromium; a missing browser fails the run (CI installs it), it never skips. `extraArgs` are added last. */
export async function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  if (!existsSync(CHROME_PATH)) {
    throw new Error(`No Chromium at ${CHROME_PATH}: install Debian's chromium or set CHROME_PATH.`)
  }
  return chromium.launch({
    executablePath: CHROME_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--no-first-run',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  })
}

/*
 * Run in the page (Playwright sends their source, so each stands alone). An element is live once React has
 * hydrated it or rendered it in the browser: it then carries React's props.
 */
function isLive(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'))
}

/*
 * With JavaScript off (the media query `scripting` says so) there is nothing to wait for; with it on, React has
 * taken over #root and made live every link, button and field in it, except those of the parts made live only
 * when seen (liveWhenSeen), which `whenLive` waits for one at a time.
 */
function pageIsLive(): boolean {
  if (!matchMedia('(scripting: enabled)').matches) return true
  const root = document.getElementById('root')
  if (!root) return true
  const has = (element: Element, prefix: string) => Object.keys(element).some((key) => key.startsWith(prefix))
  const container = Object.keys(root).find((key) => key.startsWith('__reactContainer$'))
  if (!container) return false
  // React sets an element's props while it renders the hydration, which can pause and resume on a busy machine;
  // its events are its own only once that render is committed (until then a click on a link navigates).
  type HostRoot = { stateNode: { current: { memoizedState: { isDehydrated?: boolean } | null } } }
  const hostRoot = (root as unknown as Record<string, HostRoot>)[container]!
  if (hostRoot.stateNode.current.memoizedState?.isDehydrated !== false) return false
  return [...root.querySelectorAll('a[href], button, input, select, textarea, summary')].every(
    (element) => element.closest('.live-when-seen') || has(element, '__reactProps$'),
  )
}

/**
 * After a load or a navigation: the network is idle and React has made the page live. The network falls idle
 * before hydration ends on a loaded machine (CI on two busy cores), and a click before then acts as a plain link
 * or a plain form post, or is lost: the test would then check what a hurried person on a slow phone meets, not
 * what it means to.
 */
export async function loaded(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle')
  await page.waitForFunction(pageIsLive)
}

/**
 * Waits until React has made `locator`'s element live (inside a part made live only when seen, once it is). The
 * locator is asked again each time, not held as one element: React may put a new element in the server's place.
 */
export async function whenLive(locator: Locator, timeoutMs = 30_000): Promise<Locator> {
  const until = Date.now() + timeoutMs
  while (!(await locator.evaluate(isLive))) {
    if (Date.now() > until) throw new Error(`${String(locator)} was not made live in ${timeoutMs} ms`)
    await locator.page().waitForTimeout(50)
  }
  return locator
}

/** Collects console errors and page errors so a test can assert a clean hydration. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

/**
 * screenshots/<name>.png, for a person to look at (no test compares them): the whole page, or what is
 * on screen only when `fullPage` is false (a dialog or drawer over the page).
 */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  await mkdir('screenshots', { recursive: true })
  await page.screenshot({ path: `screenshots/${name}.png`, fullPage })
}

/** What axe looks at: a part of the page (CSS selectors) and, for rules off by default, which to run. */
export type AxeScope = { include?: string; exclude?: string; rules?: string[] }

/**
 * axe-core's findings on the page as it is now. axe is put into the page once and run there, on the
 * page's own document: @axe-core/playwright's builder opens a fresh page for every run to merge the
 * frames' results, which made a run three times as long (1.0-2.9 s against 0.3-1.0 s a page). The
 * site's pages have no frames of their own; the contact map is a third-party frame, left out. Only
 * violations are collected, which is all the tests read.
 */
export async function axeViolations(page: Page, scope: AxeScope = {}): Promise<axe.Result[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source)
  return page.evaluate(async ({ include, exclude, rules }) => {
    const engine = (window as unknown as { axe: typeof axe }).axe
    const context: axe.ContextObject | Document =
      include || exclude
        ? { include: include ? [include] : [document], exclude: exclude ? [exclude] : [] }
        : document
    const options: axe.RunOptions = { resultTypes: ['violations'], iframes: false }
    if (rules) options.runOnly = { type: 'rule', values: rules }
    return (await engine.run(context, options)).violations
  }, scope)
}

/** axe's serious and critical findings, one line each (rule and the elements it found), so that a failure names what to fix. */
export async function seriousViolations(page: Page, scope: AxeScope = {}): Promise<string[]> {
  return (await axeViolations(page, scope))
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}
