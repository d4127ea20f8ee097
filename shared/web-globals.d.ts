/**
 * The web globals shared/ uses that browsers and Node both provide. shared/ is type checked with
 * neither the DOM's nor Node's types (tsconfig.shared.json), so code that reaches for `window`,
 * `document`, `Buffer` or `process` fails there; these declarations are the part of both that
 * shared/ may rely on. Only that check reads this file: the client and server checks see the full
 * types of their side.
 */

interface URLSearchParams {
  get(name: string): string | null
  getAll(name: string): string[]
  set(name: string, value: string): void
  append(name: string, value: string): void
  toString(): string
}
declare const URLSearchParams: {
  prototype: URLSearchParams
  new (init?: string | Record<string, string>): URLSearchParams
}

interface URL {
  readonly pathname: string
  readonly search: string
  readonly searchParams: URLSearchParams
  toString(): string
}
declare const URL: {
  prototype: URL
  new (url: string, base?: string): URL
}
