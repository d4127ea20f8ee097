export const SERVER_ENTRY: string
export const SERVER_NODE_FLAGS: string[]
export const SERVER_ENV: { MALLOC_ARENA_MAX: string }
export const SERVER_ARGS: string[]
export const START_SCRIPT: string
export function startedAsServer(): boolean
