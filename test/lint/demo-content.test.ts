import path from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '../..')
const eslint = new ESLint({ cwd: ROOT })

/** The boundary errors the project's lint config gives `source` as the file at `file`. */
async function boundaryErrors(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(ROOT, file) })
  return result!.messages.filter((m) => m.ruleId === 'layers/boundaries').map((m) => m.message)
}

const DEMO_MESSAGE =
  /Product code does not import the demo content \(server\/seed\/\): take it as a parameter/

describe('the demo content boundary (eslint.config.js)', () => {
  it.each([
    ['server/store/collections.ts', "import { vocabularies } from '../seed/content/vocabularies.ts'"],
    ['server/store/collections.ts', "import type { SeedData } from '../seed/index.ts'"],
    ['server/pdf/datasheet.ts', "import { wrap } from '../seed/catalogue-pdf.ts'"],
    ['server/plugins/app/stores.ts', "export { seedData } from '../../seed/index.ts'"],
    ['server/plugins/app/stores.ts', "export const load = () => import('../../seed/index.ts')"],
    ['server/app.ts', "import { seedData } from './seed/index.ts'"],
    ['server/catalogue/helper.ts', "import { products } from '../seed/content/products.ts'"],
    ['server/routes/helper.js', "import { seedData } from '../seed/index.ts'"],
  ])('refuses %s importing the seed (%s)', async (file, source) => {
    const errors = await boundaryErrors(file, `${source}\n`)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(DEMO_MESSAGE)
  })

  // Their own boundary keeps them off the server altogether, and says so first.
  it.each([
    ['client/lib/helper.ts', "import { seedData } from '../../server/seed/index.ts'"],
    ['shared/helper.ts', "import { vocabularies } from '../server/seed/content/vocabularies.ts'"],
  ])('refuses %s importing the seed too (%s)', async (file, source) => {
    expect(await boundaryErrors(file, `${source}\n`)).toHaveLength(1)
  })

  it.each([
    ['server/plugins/app/first-run.ts', "import { seedData } from '../../seed/index.ts'"],
    ['server/seed/prerender.ts', "import { seedData } from './index.ts'"],
    ['server/store/upgrades.test.ts', "import { seedData } from '../seed/index.ts'"],
    [
      'client/site/pages/home/home.test.tsx',
      "import { about } from '../../../../server/seed/content/about.ts'",
    ],
    ['scripts/bench.ts', "import { seedContent } from '../server/seed/content/index.ts'"],
    ['test/helpers/demo-uploads.ts', "import { seedData } from '../../server/seed/index.ts'"],
    ['vite.config.ts', "import { seedData } from './server/seed/index.ts'"],
    ['server/store/collections.ts', "import { seededRandom } from '../seeding.ts'"],
  ])('allows %s (%s)', async (file, source) => {
    expect(await boundaryErrors(file, `${source}\n`)).toEqual([])
  })
})
