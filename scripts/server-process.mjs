// How the production server process is started, in one place: `npm start`, the benchmark, the
// load test, Lighthouse and the browser tests all run it this way. The Dockerfile repeats it (a
// test keeps the two equal).

export const SERVER_ENTRY = 'dist/server/server.js'

/**
 * V8 heap sizing for a small host. The young generation is capped at 8 MB per semi-space (V8's
 * default lets it grow to 16 MB and keeps it there after a burst), and the old generation at
 * 256 MB: the site's live heap is ~50 MB (~60 MB with a 5,000-product catalogue), so full
 * collections happen long before memory matters, and a runaway ends in a restart rather than
 * the host swapping.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8', '--max-old-space-size=256']

/**
 * glibc's allocator makes up to 8 arenas per core and seldom gives their memory back; libvips
 * (sharp) allocates from many threads. Two arenas, as sharp's documentation advises for glibc.
 */
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2' }

/** `spawn(process.execPath, SERVER_ARGS, ...)` runs the built server as in production. */
export const SERVER_ARGS = [...SERVER_NODE_FLAGS, SERVER_ENTRY]
