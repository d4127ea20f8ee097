// The standards' public surface: everything each module exports, so a new lookup needs no second listing here.
export * from './types.ts'
export * from './catalogue.ts'
export * from './lookup.ts'
export * from './length-rules.ts'
export * from './threads.ts'
export * from './sizes.ts'
