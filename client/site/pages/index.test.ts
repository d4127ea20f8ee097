import { existsSync } from 'node:fs'
import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { LANGS } from '../../../shared/i18n.ts'
import type { PageSpec } from '../../../shared/page-definition.ts'
import { PAGE_IDS, PAGES } from '../../../shared/pages.ts'
import { PAGE_MODULES } from '../../page-chunks.ts'
import { PAGE_COMPONENTS, type PageComponent, preloadPage } from './index.ts'

const pagesDir = import.meta.dirname

describe('page modules', () => {
  it('every module the chunks are made of renders a page of the registry, and every page names one', async () => {
    const files = (await readdir(pagesDir, { recursive: true })).filter((file) =>
      /^[^/]+\/[^/]+-page\.tsx$/.test(file.split(path.sep).join('/')),
    )
    const named = new Set(PAGE_IDS.map((page) => PAGES[page].module))
    expect([...named].sort()).toEqual(files.map((file) => file.split(path.sep).join('/')).sort())
  })

  it('each renders with its default export and prepares what it loads before rendering in every language', async () => {
    for (const page of PAGE_IDS) {
      const { module, alsoLoads = [] }: PageSpec = PAGES[page]
      const { default: Component } = (await import(path.join(pagesDir, module))) as { default: PageComponent }
      expect(typeof Component, page).toBe('function')
      expect(typeof Component.prepare, page).toBe(alsoLoads.length > 0 ? 'function' : 'undefined')
      for (const file of alsoLoads) {
        for (const lang of LANGS) {
          expect(
            existsSync(path.join(pagesDir, file.replace('/tr/', `/${lang}/`))),
            `${file} in ${lang}`,
          ).toBe(true)
        }
      }
    }
  })

  it('loads every page in every language before it renders', async () => {
    for (const lang of LANGS) {
      for (const page of PAGE_IDS) await expect(preloadPage(page, lang)).resolves.toBeUndefined()
    }
    expect(Object.keys(PAGE_COMPONENTS)).toEqual(PAGE_IDS)
  })

  it('preloads on a first load the module that renders the page, then what it loads', () => {
    for (const page of PAGE_IDS) {
      const { module, alsoLoads = [] }: PageSpec = PAGES[page]
      expect(PAGE_MODULES[page]).toEqual([module, ...alsoLoads].map((file) => `site/pages/${file}`))
    }
  })
})
