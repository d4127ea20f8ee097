// How the production server process is started, in one place: `npm start` and
// production-server.ts (browser and security tests, benchmark, load test, Lighthouse) run it this
// way. The Dockerfile repeats it (a test keeps the two equal).

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
