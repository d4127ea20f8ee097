import { describe, expect, it } from 'vitest'
import { PAGE_IDS } from '../shared/pages.ts'
import { PAGE_MODULES } from './page-chunks.ts'
import { CHUNK_LOADERS } from './site/pages/index.ts'

/** The modules a loader imports directly, as the source (or its test transform) names them. */
function importedBy(loader: (...args: never[]) => unknown): string[] {
  return [...String(loader).matchAll(/import\w*\(\s*["']([^"']+)["']/g)].map((found) => found[1] ?? '')
}

describe('page chunks', () => {
  it('lists for every page the module its loader imports, so the server preloads the right chunk', () => {
    for (const page of PAGE_IDS) {
      const imported = importedBy(CHUNK_LOADERS[page])
      expect(imported, page).toHaveLength(1)
      const [first] = PAGE_MODULES[page]
      expect(imported[0]?.endsWith(`/${first}`), `${page}: ${imported[0]} is not ${first}`).toBe(true)
    }
  })
})
