import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fontFileName } from '../../client/fonts/latin-tr.ts'

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

/**
 * The web font files every page shows above the fold (client/styles/fonts.css): Inter for text (400) and for the
 * logo and headings (700), with every letter of the site's three languages. Preloaded so they download with the
 * CSS instead of after it.
 */
const PRELOADED_FONTS = [fontFileName(400), fontFileName(700)]

/** The built files of PRELOADED_FONTS (the manifest lists every asset the CSS refers to). */
export function fontFiles(manifest: Manifest): string[] {
  return PRELOADED_FONTS.map((name) => {
    const source = `fonts/${name}`
    if (!manifest[source]) throw new Error(`${source} is not in the client build manifest`)
    return manifest[source].file
  })
}

/** Source key of a legal page's texts in another language. */
function forLang(key: string, lang: string): string {
  return key.replace(/\/content\/tr\//, `/content/${lang}/`)
}

/**
 * The JS files a first load of a page needs beyond the entry's: its lazy chunk(s) (`modules`, the
 * client's PAGE_MODULES entry of the page) and their static imports. The server lists them as
 * `<link rel="modulepreload">` so they download in parallel with the entry instead of after it.
 */
export function pageFiles(manifest: Manifest, modules: readonly string[], lang = 'tr'): string[] {
  const seen = new Set<string>()
  staticClosure(manifest, ENTRY_KEY, seen, [])
  const files: string[] = []
  for (const key of modules) staticClosure(manifest, forLang(key, lang), seen, files)
  return files
}
