import { existsSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { type Browser, chromium, type Page } from 'playwright-core'

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'

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
