import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LANGS } from '../../shared/i18n.ts'
import { PAGE_IDS, type PageId, PAGES } from '../../shared/pages.ts'
import { localizePath } from '../../shared/routes.ts'
import { createTestApp } from '../../test/helpers/app.ts'
import { storeSentQuotation } from '../../test/helpers/quotation.ts'
import { messagesFor, pageMessagesFor } from './messages.ts'

/**
 * Each page embeds only the messages of its areas (page-areas.ts). A message the page uses but does
 * not carry renders as its id ("products.filters.title"), so every public page, rendered in every
 * language, must show no message id as text, and the ids each page's own code names must be in
 * the areas it embeds.
 */
let test: Awaited<ReturnType<typeof createTestApp>>
/** The buyer's quotation page needs a real token. */
let quotationToken = ''
beforeAll(async () => {
  test = await createTestApp()
  quotationToken = await storeSentQuotation(test.app)
})
afterAll(() => test.close())

const KNOWN_IDS = new Set(Object.keys(messagesFor('tr')))

/** What a visitor reads: text between tags and the attributes read out or shown. */
function visibleText(html: string): string {
  const body = html.replace(/<script\b[\s\S]*?<\/script>/g, ' ').replace(/<style\b[\s\S]*?<\/style>/g, ' ')
  const attributes = [...body.matchAll(/\s(?:alt|aria-label|placeholder|title|value)="([^"]*)"/g)].map(
    (match) => match[1],
  )
  return [body.replace(/<[^>]*>/g, ' '), ...attributes].join(' ')
}

function pagePaths(): string[] {
  const product = test.app.stores.products.data.find((p) => p.is_active)!
  const standardSlug = 'din-933'
  return (Object.keys(PAGES) as PageId[]).map((page) =>
    PAGES[page].path
      .replace(':slug', page === 'product' ? product.slug : standardSlug)
      .replace(':token', quotationToken),
  )
}

describe('page messages', () => {
  it('no public page in any language shows a message id instead of its text', async () => {
    for (const lang of LANGS) {
      for (const pagePath of [...pagePaths(), '/no-such-page']) {
        const url = localizePath(lang, pagePath)
        const response = await test.app.inject({ url })
        expect(response.statusCode, url).toBeLessThan(pagePath === '/no-such-page' ? 500 : 300)
        const shown = [...visibleText(response.body).matchAll(/\b[a-z]+\.[a-zA-Z.]+[a-zA-Z]\b/g)]
          .map((match) => match[0])
          .filter((token) => KNOWN_IDS.has(token))
        expect(shown, url).toEqual([])
      }
    }
  })

  it('the ids each page folder names are in the areas its pages embed', async () => {
    // Which pages each folder of client/site/pages renders (products/ holds the list and a product).
    const folders: Record<string, PageId[]> = {}
    for (const page of PAGE_IDS) (folders[PAGES[page].module.split('/')[0] ?? ''] ??= []).push(page)
    const missing: string[] = []
    for (const [folder, pages] of Object.entries(folders)) {
      const dir = path.join(import.meta.dirname, '../site/pages', folder)
      const files = (await readdir(dir, { recursive: true })).filter(
        (file) => /\.tsx?$/.test(file) && !file.includes('.test.'),
      )
      for (const file of files) {
        const source = await readFile(path.join(dir, file), 'utf8')
        for (const [, id] of source.matchAll(
          /\b(?:id|title)[:=]\s*\{?\s*['"`]([a-z]+\.[a-zA-Z0-9.]+)['"`]/g,
        )) {
          if (!id || !KNOWN_IDS.has(id)) continue
          const covered = pages.some((page) => id in pageMessagesFor('tr', page))
          if (!covered) missing.push(`${folder}/${file}: ${id}`)
        }
      }
    }
    expect(missing).toEqual([])
  })
})
