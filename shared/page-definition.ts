/**
 * What the definition of a public page (shared/pages/<id>.ts) says about it. Every page's first
 * load carries every definition (routes, canonical URLs, titles), so a definition is short data
 * only: its data shape is a type, erased from the bundle, and what only the server reads (the
 * messages the page embeds) is a separate export of the module, which the browser never imports.
 */
export type PageSpec = {
  /** Path in Turkish; English and Spanish put /en or /es in front. `:name` is a path parameter. */
  path: string
  /**
   * Message id of the page's own name in its `<title>`. null on pages named by their content: the
   * home page (the site title alone), a product and a standard (their names).
   */
  title: string | null
  /** Listed in the sitemap. Product and standard pages are listed one per record instead. */
  sitemap: boolean
  /**
   * The query parameters the page reads, in the order a canonical URL lists them. Any other
   * parameter changes nothing on the page, so it is dropped before rendering and caching
   * (otherwise `?x=<random>` would make every request a fresh render and a fresh cache entry).
   */
  query: readonly string[]
  /**
   * Parameters of `query` that may be repeated (`material=a2&material=a4`): a canonical URL keeps every value,
   * deduplicated and sorted; the loader sees them joined by commas. Others keep their first value.
   */
  repeated?: readonly string[]
  /** Parameters of `query` a form may send twice, as "from" and "to" fields (`length=20&length=60` is `20-60`). */
  ranges?: readonly string[]
  /**
   * The module under client/site/pages that renders the page (its default export), loaded as the
   * page's own chunk; one module may render several pages (it is given the page's id).
   */
  module: `${string}/${string}-page.tsx`
  /**
   * Modules under client/site/pages that `module` loads before the page can render, written for
   * Turkish (`legal/content/tr/privacy.ts`): the server preloads the page language's instead.
   */
  alsoLoads?: readonly string[]
}

declare const data: unique symbol

/** A page's spec with the type of the data it is rendered with (its loader in server/ssr/page-loaders.ts returns it). */
export type PageDefinition<Data = unknown> = PageSpec & { readonly [data]?: Data }

/**
 * `definePage<Data>()({ ... })`: the spec as written (literal query names, for the loader's type)
 * with the page's data type attached. Curried because a type argument given by hand would stop
 * TypeScript from inferring the spec's literal types.
 */
export function definePage<Data>() {
  return <const Spec extends PageSpec>(spec: Spec): Spec & PageDefinition<Data> => spec
}

/** The data type a definition names. */
export type DataOf<Definition> = Definition extends PageDefinition<infer Data> ? Data : never

/** The data of a page whose content is all in its messages and chunk. */
export type NoData = Record<string, never>
