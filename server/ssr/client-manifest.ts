import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { PageKind } from '../../shared/page-data.ts'

/** One entry of Vite's build manifest (dist/client/.vite/manifest.json). */
export type ManifestChunk = {
  file: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}
export type Manifest = Record<string, ManifestChunk>

/** The manifest key of the browser entry (client/index.html). */
export const ENTRY_KEY = 'index.html'

/**
 * The lazily loaded module(s) each page needs on its first load, as manifest keys (source paths
 * relative to client/). Must match the loaders in client/site/pages/index.ts; the bundle report
 * test fails if one is missing from the build.
 */
export const PAGE_MODULES: Record<Exclude<PageKind, 'not-found'>, string[]> = {
  home: ['site/pages/home/home-page.tsx'],
  about: ['site/pages/about/about-page.tsx'],
  solutions: ['site/pages/solutions/solutions-page.tsx'],
  products: ['site/pages/products/products-page.tsx'],
  product: ['site/pages/products/product-page.tsx'],
  catalogue: ['site/pages/catalogue/catalogue-page.tsx'],
  contact: ['site/pages/contact/contact-page.tsx'],
  quote: ['site/pages/quote/quote-page.tsx'],
  privacy: ['site/pages/legal/privacy-page.tsx', 'site/pages/legal/content/tr.ts'],
  terms: ['site/pages/legal/terms-page.tsx', 'site/pages/legal/content/tr.ts'],
  kvkk: ['site/pages/legal/kvkk-page.tsx', 'site/pages/legal/content/tr.ts'],
  admin: ['admin/admin-app.tsx'],
}

export function readManifest(clientDir: string): Manifest {
  return JSON.parse(readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Manifest
}

/** `key` and every chunk it imports statically, depth first, as output files. */
function staticClosure(manifest: Manifest, key: string, seen: Set<string>, files: string[]): void {
  if (seen.has(key)) return
  seen.add(key)
  const chunk = manifest[key]
  if (!chunk) throw new Error(`${key} is not in the client build manifest`)
  files.push(chunk.file)
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen, files)
}

/** The JS files the entry loads before anything else (the entry and its static imports). */
export function entryFiles(manifest: Manifest): string[] {
  const files: string[] = []
  staticClosure(manifest, ENTRY_KEY, new Set(), files)
  return files
}

/** Source key of a legal page's texts in another language. */
function forLang(key: string, lang: string): string {
  return key.replace(/\/content\/tr\.ts$/, `/content/${lang}.ts`)
}

/**
 * The JS files a first load of `page` needs beyond the entry's: its lazy chunk(s) and their
 * static imports. The server lists them as `<link rel="modulepreload">` so they download in
 * parallel with the entry instead of after it.
 */
export function pageFiles(manifest: Manifest, page: PageKind, lang = 'tr'): string[] {
  if (page === 'not-found') return []
  const seen = new Set<string>()
  staticClosure(manifest, ENTRY_KEY, seen, [])
  const files: string[] = []
  for (const key of PAGE_MODULES[page]) staticClosure(manifest, forLang(key, lang), seen, files)
  return files
}
