import { existsSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import AxeBuilder from '@axe-core/playwright'
import { type Browser, chromium, type Page } from 'playwright-core'

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'

/** The two viewports every page is looked at in (width, height, the screenshots' name suffix). */
export const DESKTOP_AND_PHONE = [
  [1440, 900, 'desktop'],
  [390, 844, 'mobile'],
] as const

/** Debian's Chromium; a missing browser fails the run (CI installs it), it never skips. */
export async function launchBrowser(): Promise<Browser> {
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
    ],
  })
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

export async function screenshot(page: Page, name: string): Promise<void> {
  await mkdir('screenshots', { recursive: true })
  await page.screenshot({ path: `screenshots/${name}.png`, fullPage: true })
}

/**
 * axe-core's serious and critical findings on the page as it is now, one line each (rule and the
 * elements it found), so that a failure names what to fix. `configure` narrows the run.
 */
export async function seriousViolations(
  page: Page,
  configure: (axe: AxeBuilder) => AxeBuilder = (axe) => axe,
): Promise<string[]> {
  const results = await configure(new AxeBuilder({ page })).analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}
