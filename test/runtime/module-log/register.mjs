// Preloaded with `--import` (NODE_OPTIONS) by start-modules.test.ts: every module the process loads
// through `import` is appended, one URL a line, to the file named by MODULE_LOG; at exit, so are Node's own
// internal modules loaded so far (`internal:` lines), which no hook sees, and the CommonJS files loaded (`cjs:` lines:
// a package's `require` of its own files, e.g. React choosing its production or development build, passes no hook).
import { appendFileSync } from 'node:fs'
import { createRequire, register } from 'node:module'

register('./hooks.mjs', import.meta.url)
process.on('exit', () => {
  if (process.env.MODULE_LOG)
    appendFileSync(
      process.env.MODULE_LOG,
      [
        ...process.moduleLoadList.map((name) => `internal:${name}\n`),
        ...Object.keys(createRequire(import.meta.url).cache).map((file) => `cjs:${file}\n`),
      ].join(''),
    )
})
