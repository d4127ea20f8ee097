import os from 'node:os'
import { configDefaults, defineConfig } from 'vitest/config'

/**
 * Files that assert how long something takes (a query's median, a page answered during a flood of
 * logins or searches, a slow client cut off in time). They assume a machine otherwise at rest, so
 * they run one at a time after all the others, never beside another test file.
 */
const TIMED = [
  'server/routes/api/admin/products/csv-large.test.ts',
  'server/routes/api/products/catalogue-scale.test.ts',
  'server/catalogue/search-engine.test.ts',
  'server/desk/desk-scale.test.ts',
  'test/security/access.test.ts',
  'test/security/cache-starvation.test.ts',
  'test/security/input-files.test.ts',
  'test/security/login-burst.test.ts',
  'test/security/products-scale.test.ts',
  'test/security/submissions-scale.test.ts',
]

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A browser test polls for what the page shows after a click or a client navigation. At Vitest's default 1 s a
    // loaded 2-core CI machine (two browser files and the servers they started, side by side) misses it now and then;
    // a poll ends as soon as it matches, so passing tests take no longer.
    expect: { poll: { timeout: 10_000 } },
    pool: 'forks',
    projects: [
      {
        extends: true,
        test: {
          name: 'files',
          include: ['{server,shared,client,scripts,test}/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...TIMED],
          // One test file more than there are cores. Vitest's default keeps a core free for itself,
          // which on two cores means one file at a time, while most files spend part of their time
          // waiting: on a browser, a server they started, fsync or a child process. One more file
          // than cores keeps both cores busy (95% of the run): 613 s here against 687 s with one
          // file per core.
          maxWorkers: os.availableParallelism() + 1,
        },
      },
      {
        extends: true,
        test: { name: 'timed', include: TIMED, maxWorkers: 1, sequence: { groupOrder: 1 } },
      },
    ],
  },
})
