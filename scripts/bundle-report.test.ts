import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { PAGE_MODULES } from '../client/page-chunks.ts'
import { entryFiles, pageFiles, readManifest } from '../server/ssr/client-manifest.ts'
import { BUDGET_KB, bundleReport, REPORTED_PAGES } from './bundle-report.ts'

// Runs against the production build (`npm test` builds before vitest runs).
const clientDir = path.resolve('dist/client')
const built = existsSync(path.join(clientDir, '.vite', 'manifest.json'))

describe.runIf(built)('first-load JavaScript budget (dist/client)', () => {
  const rows = bundleReport(clientDir)
  const manifest = readManifest(clientDir)

  it('reports every public page and the admin panel', () => {
    expect(rows.map((row) => row.name)).toEqual(REPORTED_PAGES.map((page) => page.name))
    for (const row of rows) expect(row.gzipKb).toBeGreaterThan(50)
  })

  it(`keeps every public page within ${BUDGET_KB} KB gzip`, () => {
    const over = rows.filter((row) => row.public && row.gzipKb > BUDGET_KB)
    expect(over.map((row) => `${row.name}: ${row.gzipKb} KB`)).toEqual([])
  })

  it('splits pages: each page chunk is in the build and loaded only by its page', () => {
    for (const keys of Object.values(PAGE_MODULES)) {
      for (const key of keys) expect(manifest[key]?.isDynamicEntry, key).toBe(true)
    }
    const entry = entryFiles(manifest)
    const home = manifest[PAGE_MODULES.home[0]]!.file
    expect(entry).not.toContain(home)
    expect(pageFiles(manifest, PAGE_MODULES.home)).toContain(home)
    expect(pageFiles(manifest, PAGE_MODULES.products)).not.toContain(home)
  })

  it("keeps the admin panel, PDF.js, the ICU message parser and react-router's unused parts out of public first loads", () => {
    const admin = manifest['admin/admin-app.tsx']!.file
    const publicFiles = new Set(
      REPORTED_PAGES.filter((page) => page.public).flatMap((page) => [
        ...entryFiles(manifest),
        ...pageFiles(manifest, PAGE_MODULES[page.page]),
      ]),
    )
    expect(publicFiles.has(admin)).toBe(false)
    expect([...publicFiles].some((file) => /pdf/.test(path.basename(file)))).toBe(false)
    for (const file of publicFiles) {
      const code = readFileSync(path.join(clientDir, file), 'utf8')
      // A message of the parser's full build, absent from its no-parser build.
      expect(code, file).not.toContain('EXPECT_ARGUMENT_CLOSING_BRACE')
      // react-router's form submission and framework-mode code (kept only when its module is not tree-shaken).
      expect(code, file).not.toContain('application/x-www-form-urlencoded')
      expect(code, file).not.toContain('__reactRouterContext')
      // The error boundary of react-router's <Routes> (vite.config.ts), which the site does not render.
      expect(code, file).not.toContain('React Router caught the following error during render')
    }
  })

  it('leaves the contact and quote forms out of their pages first loads (the server-rendered forms post meanwhile)', () => {
    const forms = { contact: 'site/pages/contact/contact-form.tsx', quote: 'site/pages/quote/quote-form.tsx' }
    for (const [page, form] of Object.entries(forms) as [keyof typeof forms, string][]) {
      const firstLoad = new Set([...entryFiles(manifest), ...pageFiles(manifest, PAGE_MODULES[page])])
      // The form's own chunk and the forms' shared parts (vite.config.ts), not the libraries every page loads.
      const formFiles = [
        manifest[form]!.file,
        ...(manifest[form]!.imports ?? []).map((key) => manifest[key]!.file),
      ]
      const formsParts = formFiles.filter((file) => path.basename(file).startsWith('forms-'))
      expect(formsParts, form).toHaveLength(1)
      expect(
        [formFiles[0]!, ...formsParts].filter((file) => firstLoad.has(file)),
        page,
      ).toEqual([])
    }
  })
})
