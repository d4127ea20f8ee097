import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { PAGE_IDS, PAGES } from './pages.ts'

const definitions = path.join(import.meta.dirname, 'pages')

/** Imports that load code (`import type` loads nothing, so it never reaches a bundle). */
const IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\s+from\s+)?['"](\.[^'"]+)['"]/gm

/** The files `file` loads, itself included, as paths relative to shared/. */
async function loaded(file: string, seen = new Set<string>()): Promise<Set<string>> {
  seen.add(path.relative(import.meta.dirname, file))
  for (const [, target] of (await readFile(file, 'utf8')).matchAll(IMPORT)) {
    const next = path.resolve(path.dirname(file), target ?? '')
    if (!seen.has(path.relative(import.meta.dirname, next))) await loaded(next, seen)
  }
  return seen
}

describe('page registry', () => {
  it('holds every definition module under its page id: shared/pages/<id>.ts exports <id>', async () => {
    const files = (await readdir(definitions)).filter((file) => file.endsWith('.ts'))
    expect(files.map((file) => file.replace(/\.ts$/, '')).sort()).toEqual([...PAGE_IDS].sort())
    for (const page of PAGE_IDS) {
      const module = (await import(path.join(definitions, `${page}.ts`))) as Record<string, unknown>
      expect(module[page], page).toBe(PAGES[page])
      // Read by the server's renderer only (client/i18n/page-areas.ts).
      expect(Array.isArray(module.messageAreas), page).toBe(true)
    }
  })

  it('loads only the definitions and their few names, so every first load can afford it', async () => {
    const files = [...(await loaded(path.join(import.meta.dirname, 'pages.ts')))]
    const others = files.filter((file) => !file.startsWith('pages/') && file !== 'pages.ts')
    expect(others.sort()).toEqual(['catalogue/field-params.ts', 'page-definition.ts', 'product-params.ts'])
  })
})
