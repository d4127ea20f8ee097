// Preloaded with `--import` (NODE_OPTIONS) by start-modules.test.ts: every module the process loads
// through `import` is appended, one URL a line, to the file named by MODULE_LOG.
import { register } from 'node:module'

register('./hooks.mjs', import.meta.url)
