// How the production server process is started, in one place: `npm start` and
// production-server.ts (browser and security tests, benchmark, load test, Lighthouse) run it this
// way. package.json's start script and the Dockerfile repeat it (a test keeps all three equal).

export const SERVER_ENTRY = 'dist/server/server.js'

/**
 * V8 heap sizing for a small host. The young generation is capped at 8 MB per semi-space (V8's
 * default lets it grow to 16 MB and keeps it there after a burst: ~50 MB more RSS after load).
 * The old generation is capped at 512 MB: the live heap is ~50 MB (~60 MB with a 5,000-product
 * catalogue), so this only bounds a pathological burst (256 MB proved too tight: fifty
 * concurrent uncached 7 MB answers of a 5,000-product /api/products exceed it), and a runaway
 * ends in a restart rather than the host swapping.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8', '--max-old-space-size=512']

/**
 * glibc's allocator makes up to 8 arenas per core and seldom gives their memory back; libvips
 * (sharp) allocates from many threads. Two arenas, as sharp's documentation advises for glibc.
 */
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2' }

/** `spawn(process.execPath, SERVER_ARGS, ...)` runs the built server as in production. */
export const SERVER_ARGS = [...SERVER_NODE_FLAGS, SERVER_ENTRY]

/**
 * package.json's start script. npm runs it with `sh -c`; `exec` makes the shell become `node` (Debian's
 * dash would otherwise fork it and stay as a parent, and npm's SIGTERM would stop only the shell), so
 * the process npm starts and sends SIGTERM and SIGINT on to is the server itself. The flags and the
 * environment are given to that `node` on its command line, since neither can be set from inside a
 * running process (glibc reads MALLOC_ARENA_MAX when it starts). start.mjs builds if needed and
 * then runs the server in its own process.
 */
export const START_SCRIPT = [
  'exec',
  'env',
  ...Object.entries(SERVER_ENV).map(([name, value]) => `${name}=${value}`),
  'node',
  ...SERVER_NODE_FLAGS,
  'scripts/start.mjs',
].join(' ')

/** Whether this process was started with the server's node flags and environment. */
export function startedAsServer() {
  return (
    SERVER_NODE_FLAGS.every((flag) => process.execArgv.includes(flag)) &&
    Object.entries(SERVER_ENV).every(([name, value]) => process.env[name] === value)
  )
}
