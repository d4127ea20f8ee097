import { mkdirSync } from 'node:fs'
import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { collectErrors, launchBrowser, loaded, NO_WEBGL, SOFTWARE_WEBGL } from '../helpers/browser.ts'
import { serverAndBrowser } from '../helpers/browser-test.ts'

/*
 * The product page's 3D view in real Chromium (WebGL on SwiftShader) against the production build and its mesh
 * route: three loads only on the button's click, the chosen size's model is drawn, turns with a mouse drag and a
 * touch swipe, switches rows, and frees its WebGL context when closed; without WebGL the 2D drawing stays with a
 * note. Screenshots go to screenshots/ to look at.
 */

const SHOTS = 'screenshots'
const PRODUCT = '/urunler/din-933-alti-kose-basli-civata'
const BACKGROUND = [0xee, 0xf1, 0xf5]
const { open, server } = serverAndBrowser({}, { browserArgs: SOFTWARE_WEBGL })

/** The canvas as it is on screen, as raw RGB pixels. */
async function canvasPixels(page: Page): Promise<Buffer> {
  const png = await page.locator('.cad-view__canvas').screenshot()
  return sharp(png).removeAlpha().raw().toBuffer()
}

/** Share of pixels (0..1) that are not the stage's light grey: the part and its edges. */
function drawnShare(pixels: Buffer): number {
  let drawn = 0
  for (let i = 0; i < pixels.length; i += 3) {
    if (BACKGROUND.some((value, channel) => Math.abs(pixels[i + channel]! - value) > 24)) drawn++
  }
  return drawn / (pixels.length / 3)
}

/** Share of pixels that changed between two pictures of the same size. */
function changedShare(a: Buffer, b: Buffer): number {
  let changed = 0
  for (let i = 0; i < a.length; i += 3) {
    if ([0, 1, 2].some((channel) => Math.abs(a[i + channel]! - b[i + channel]!) > 24)) changed++
  }
  return changed / (a.length / 3)
}

/** Opens the page, records which scripts it fetched, opens the 3D view and waits for its model. */
async function openView(url: string, width: number) {
  const page = await open(url, width)
  const errors = collectErrors(page)
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  const loadedBefore = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => entry.name),
  )
  expect(loadedBefore.some((name) => /cad-(scene|view)/.test(name))).toBe(false)
  await page.getByRole('button', { name: /3D|Vista 3D|3B/ }).click()
  await page.locator('.cad-view__stage[data-status="ready"]').waitFor({ timeout: 30_000 })
  return { page, errors, scripts }
}

describe('3D view of a size', () => {
  it('loads three on the click, draws the chosen size, turns with a drag, switches rows and closes (1440 px)', async () => {
    mkdirSync(SHOTS, { recursive: true })
    const { page, errors, scripts } = await openView(`/en${PRODUCT}?size=M10`, 1440)
    expect(scripts.some((url) => /cad-scene/.test(url))).toBe(true)
    // The size filter chose M10: its first row.
    expect(await page.locator('.cad-view select').inputValue()).toBe(
      await page.locator('.cad-view option', { hasText: 'M10 × 20 mm' }).getAttribute('value'),
    )
    // DIN 933 M10: k 6.4 under the bearing face, 20 mm of shank.
    expect(await page.locator('.cad-view__bbox').textContent()).toMatch(/^Overall size: .+ × 26\.4 mm$/)
    const drawn = await canvasPixels(page)
    expect(drawnShare(drawn)).toBeGreaterThan(0.03)
    await page.locator('.product-drawing').screenshot({ path: `${SHOTS}/cad-view-en-1440.png` })

    const box = (await page.locator('.cad-view__canvas').boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width / 2 + 160, box.y + box.height / 2 + 60, { steps: 10 })
    await page.mouse.up()
    const turned = await canvasPixels(page)
    expect(changedShare(drawn, turned)).toBeGreaterThan(0.01)
    expect(drawnShare(turned)).toBeGreaterThan(0.03)
    await page.locator('.product-drawing').screenshot({ path: `${SHOTS}/cad-view-en-1440-turned.png` })

    // Reset brings the first view back.
    await page.getByRole('button', { name: 'Reset view' }).click()
    expect(changedShare(drawn, await canvasPixels(page))).toBeLessThan(0.005)

    await page.locator('.cad-view select').selectOption({ label: 'M10 × 40 mm' })
    await page.locator('.cad-view__bbox', { hasText: '× 46.4 mm' }).waitFor()
    expect(await page.getByRole('link', { name: 'Download STEP' }).getAttribute('href')).toBe(
      `/en${PRODUCT}/cad/M10x40.step`,
    )

    // Closing frees the WebGL context and brings the drawing back.
    const canvas = await page.locator('.cad-view__canvas').elementHandle()
    await page.getByRole('button', { name: '3D view' }).click()
    expect(
      await canvas!.evaluate((node: HTMLCanvasElement) => node.getContext('webgl2')?.isContextLost()),
    ).toBe(true)
    await page.locator('.product-drawing img.standard-drawing__svg').waitFor()
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('turns with a touch swipe on a phone, in Spanish (390 px)', async () => {
    const { page, errors } = await openView(`/es${PRODUCT}`, 390)
    // No size chosen: the first row with a model.
    expect(await page.locator('.cad-view select option:checked').textContent()).toBe('M4 × 8 mm')
    expect(await page.locator('.cad-view__bbox').textContent()).toMatch(/^Dimensiones exteriores: [\d,]+ × /)
    const drawn = await canvasPixels(page)
    expect(drawnShare(drawn)).toBeGreaterThan(0.02)
    await page.locator('.product-drawing').screenshot({ path: `${SHOTS}/cad-view-es-390.png` })

    const box = (await page.locator('.cad-view__canvas').boundingBox())!
    const cdp = await page.context().newCDPSession(page)
    const at = (dx: number) => [{ x: box.x + box.width / 2 + dx, y: box.y + box.height / 2 }]
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) })
    for (const dx of [20, 40, 60, 80, 100]) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(dx) })
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
    expect(changedShare(drawn, await canvasPixels(page))).toBeGreaterThan(0.005)
    await page.locator('.product-drawing').screenshot({ path: `${SHOTS}/cad-view-es-390-turned.png` })
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
    expect(errors).toEqual([])
    await page.context().close()
  })
})

describe('3D view without WebGL', () => {
  let browser: Awaited<ReturnType<typeof launchBrowser>> | undefined
  afterAll(() => browser?.close())

  it('keeps the 2D drawing, says why, and never fetches three', async () => {
    browser = await launchBrowser(NO_WEBGL)
    const page = await browser.newPage({ viewport: { width: 390, height: 900 } })
    const errors = collectErrors(page)
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
    })
    await page.goto(`${server.url}/es${PRODUCT}?size=M8`)
    await loaded(page)
    await page.getByRole('button', { name: 'Vista 3D' }).click()
    await expect
      .poll(() => page.locator('.product-drawing__note').textContent())
      .toContain('Este navegador no puede mostrar vistas 3D')
    expect(await page.locator('.product-drawing img.standard-drawing__svg').isVisible()).toBe(true)
    expect(await page.locator('.cad-view__canvas').count()).toBe(0)
    expect(scripts.some((url) => /cad-scene/.test(url))).toBe(false)
    mkdirSync(SHOTS, { recursive: true })
    await page.locator('.product-drawing').screenshot({ path: `${SHOTS}/cad-view-no-webgl-es-390.png` })
    expect(errors).toEqual([])
  })
})
