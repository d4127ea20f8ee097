// Preloaded with `--import` (NODE_OPTIONS) by start-modules.test.ts: every module the process loads
// through `import` is appended, one URL a line, to the file named by MODULE_LOG; at exit, so are Node's own
// internal modules loaded so far (`internal:` lines), which no hook sees.
import { appendFileSync } from 'node:fs'
import { register } from 'node:module'

register('./hooks.mjs', import.meta.url)
process.on('exit', () => {
  if (process.env.MODULE_LOG)
    appendFileSync(
      process.env.MODULE_LOG,
      process.moduleLoadList.map((name) => `internal:${name}\n`).join(''),
    )
})
