import { mkdtemp } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TimelineEvent } from '../../shared/schemas/desk.ts'
import { initialState, SubmissionStore } from '../../server/submissions/submission-store.ts'
import { adminFetch, loginInBrowser } from '../helpers/admin-browser.ts'
import { collectErrors, launchBrowser, screenshot, seriousViolations } from '../helpers/browser.ts'
import { type RunningServer, startServer } from '../helpers/server.ts'
import { SAMPLE_LINES } from '../helpers/stored-quote.ts'

/*
 * The quote desk in the production build, as a sales person uses it: the overdue request first and marked late,
 * its status and assignee changed, a note added and seen on the timeline with the status change; the overdue chip;
 * the dashboard's overdue list. Screenshots at 1440 and 390 px.
 */

let server: RunningServer
let browser: Browser
let reference = ''
const HOUR = 3600_000

beforeAll(async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'site-e2e-desk-'))
  const store = await SubmissionStore.open(path.join(root, 'data'), () => {})
  const add = async (id: string, hoursAgo: number, fields: Record<string, string>, extra: object = {}) => {
    const created = new Date(Date.now() - hoursAgo * HOUR).toISOString()
    const sent = {
      state: 'sent' as const,
      attempts: 1,
      last_error: '',
      next_attempt_at: '',
      sent_at: created,
    }
    await store.create(
      { id, kind: 'quote', created_at: created, lang: 'tr', fields, attachments: [], ...extra },
      { ...initialState(created), delivery: sent },
    )
  }
  reference = store.nextReference()
  await add(
    'desk-late',
    30.5,
    { name: 'Hakan Öztürk', email: 'hakan@anadolu-makine.example', company: 'Anadolu Makine A.Ş.' },
    { reference, items: SAMPLE_LINES },
  )
  await add(
    'desk-fresh',
    2.5,
    {
      name: 'Zeynep Kaya',
      email: 'zeynep@ege-celik.example',
      company: 'Ege Çelik',
      productType: 'DIN 934 M12 somun',
    },
    { reference: store.nextReference() },
  )
  await add('desk-older', 50, { name: 'Ali Vural', email: 'ali@vural.example', subject: 'Katalog isteği' })
  await store.close()
  ;[server, browser] = await Promise.all([startServer({}, { root }), launchBrowser()])
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

async function open(width: number, height: number): Promise<{ page: Page; errors: string[]; token: string }> {
  const context = await browser.newContext({ viewport: { width, height } })
  const page = await context.newPage()
  const errors = collectErrors(page)
  const token = await loginInBrowser(page, server.url)
  return { page, errors, token }
}

describe('the quote desk', () => {
  it('puts the overdue request first, changes its status and assignee, and keeps a note on its timeline', async () => {
    const { page, errors, token } = await open(1440, 900)
    // The older contact message is handled already: only the quote is late.
    await adminFetch(server.url, token, '/api/admin/submissions/desk-older', 'PATCH', { status: 'spam' })
    await page.goto(`${server.url}/admin/inbox`)
    const first = page.getByRole('article').first()
    await first.getByText(`Talep no: ${reference}`).waitFor()
    const item = page.getByRole('article', { name: 'Teklif talebi (3 satır)' })
    await item.getByText('6 saat gecikti').waitFor()
    expect(await item.getAttribute('class')).toContain('is-late')
    await page.getByRole('article', { name: 'DIN 934 M12 somun' }).getByText('21 saat kaldı').waitFor()

    await item.getByRole('combobox', { name: 'Durum' }).selectOption('in_progress')
    await page.getByText('Kaydedildi.').first().waitFor()
    await expect.poll(() => item.getByRole('combobox', { name: 'Durum' }).inputValue()).toBe('in_progress')
    await item.getByRole('combobox', { name: 'Sorumlu' }).selectOption('admin')
    await expect.poll(() => item.getByRole('combobox', { name: 'Sorumlu' }).inputValue()).toBe('admin')

    await item.getByText('Notlar ve geçmiş').click()
    await item.getByText('Durumu değiştirdi: Yeni → İşlemde').waitFor()
    await item.getByLabel('İç not (müşteri görmez)').fill('Hakan Bey aradı: M8 için 3.1 sertifika istiyor.')
    await item.getByRole('button', { name: 'Not ekle' }).click()
    await page.getByText('Not eklendi.').waitFor()
    await item.getByText('Hakan Bey aradı: M8 için 3.1 sertifika istiyor.').waitFor()
    const timeline = (await item.locator('.admin-timeline li').allTextContents()).join('\n')
    expect(timeline).toContain('Müşteri Talep geldi')
    expect(timeline).toContain('admin Sorumlu olarak admin seçildi')
    expect(timeline).toContain('admin Not ekledi')

    // Stored: the timeline the API answers, oldest first, with who.
    const events = (await (
      await adminFetch(server.url, token, '/api/admin/submissions/desk-late/timeline')
    ).json()) as TimelineEvent[]
    expect(events.map((event) => [event.kind, event.by])).toEqual([
      ['created', 'buyer'],
      ['status', 'admin'],
      ['assignee', 'admin'],
      ['note', 'admin'],
    ])

    expect(await seriousViolations(page, { include: '.admin-inbox' })).toEqual([])
    await page.evaluate(() => window.scrollTo(0, 0))
    await screenshot(page, 'admin-desk-desktop')

    // The overdue chip: only the late quote.
    await page.getByRole('button', { name: 'Gecikenler (1)' }).click()
    await expect.poll(() => page.getByRole('article').count(), { timeout: 5000 }).toBe(1)
    await page.getByRole('button', { name: /^Spam \(1\)$/ }).click()
    await page.getByRole('article', { name: 'Katalog isteği' }).waitFor()
    await expect.poll(() => page.getByRole('article').count(), { timeout: 5000 }).toBe(1)

    await page.goto(`${server.url}/admin`)
    const panel = page.getByRole('region', { name: 'Geciken talepler' })
    await panel.getByText(reference).waitFor()
    await panel.getByText('Anadolu Makine A.Ş.').waitFor()
    await panel.getByText('Açık talepler: 2 · geciken: 1').waitFor()
    await screenshot(page, 'admin-desk-dashboard-desktop')
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('works on a phone', async () => {
    const { page, errors } = await open(390, 844)
    await page.goto(`${server.url}/admin/inbox`)
    const item = page.getByRole('article', { name: 'Teklif talebi (3 satır)' })
    await item.getByText('6 saat gecikti').waitFor()
    await item.getByText('Notlar ve geçmiş').click()
    await item.getByText('Hakan Bey aradı: M8 için 3.1 sertifika istiyor.').waitFor()
    const select = item.getByRole('combobox', { name: 'Durum' })
    const box = await select.boundingBox()
    expect(box && box.x + box.width).toBeLessThanOrEqual(390)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await screenshot(page, 'admin-desk-mobile')
    await page.evaluate(() => window.scrollTo(0, 0))
    await screenshot(page, 'admin-desk-mobile-top', { fullPage: false })
    await item.locator('.admin-desk-history').scrollIntoViewIfNeeded()
    await screenshot(page, 'admin-desk-mobile-history', { fullPage: false })
    await page.goto(`${server.url}/admin`)
    await page.getByRole('region', { name: 'Geciken talepler' }).getByText(reference).waitFor()
    await screenshot(page, 'admin-desk-dashboard-mobile', { fullPage: false })
    expect(errors).toEqual([])
    await page.context().close()
  })
})
