import type { PageState } from '../../shared/page-data.ts'
import type { PublicSettings } from '../../shared/schemas/settings.ts'
import { messagesForBrowser } from './message-ast.ts'
import { escapeHtml } from '../../shared/escape-html.ts'
import { headTags, scriptJson } from './seo.ts'

/** JSON of a catalogue as the browser receives it (messagesForBrowser), kept per catalogue object. */
const catalogueJson = new WeakMap<object, { messages: string; asts: string }>()
function jsonOfCatalogue(messages: Record<string, string>) {
  let json = catalogueJson.get(messages)
  if (!json) {
    const { texts, asts } = messagesForBrowser(messages)
    json = { messages: scriptJson(texts), asts: scriptJson(asts) }
    catalogueJson.set(messages, json)
  }
  return json
}

/** A catalogue's texts and the parsed forms of its complex ones, as one JSON object (client-side navigation). */
export function messagesJson(messages: Record<string, string>): string {
  const json = jsonOfCatalogue(messages)
  return `{"texts":${json.messages},"asts":${json.asts}}`
}

/** Page state as JSON inside `<script type="application/json">` (see scriptJson). */
export function serializeState(state: PageState): string {
  return `{"pageData":${scriptJson(state.pageData)},"messages":${jsonOfCatalogue(state.messages).messages}}`
}

/**
 * A preload link for a built file: fonts as `font` (always fetched in CORS mode, so `crossorigin`
 * is what lets the stylesheet's request reuse the preloaded one), scripts as module preloads.
 */
function preloadTag(file: string): string {
  const href = escapeHtml(file)
  return file.endsWith('.woff2')
    ? `<link rel="preload" as="font" type="font/woff2" crossorigin href="${href}" />`
    : `<link rel="modulepreload" crossorigin href="${href}" />`
}

const MARKERS = /(<html lang="tr">|<!--app-(?:head|html|state)-->)/
/** The template split at its markers, each segment with its UTF-8 bytes, kept for the last template seen. */
let split: { template: string; parts: string[]; bytes: Buffer[] } | undefined

/**
 * Fills the Vite-built index.html in one pass over its markers, into the page's UTF-8 bytes. Never String.replace
 * with a string replacement: `$'` or `$&` in content would splice template text into the page, and a second pass
 * could fill a marker that came from content.
 *
 * Each part is encoded on its own and the bytes joined, never the texts: one Turkish letter makes a page a two-byte
 * string, and a string of more than 64K two-byte characters (a product page with its size table is ~97K) is placed
 * in V8's large-object space, which cost ~0.5 ms per allocation here, more than React writing the page. A page
 * joined as text took two (the join, then Node's HTTP code prepending the status line and headers to a string body
 * before writing it); bytes take none beyond React's own output.
 */
export function fillTemplate(
  template: string,
  state: PageState,
  appHtml: string,
  head: {
    publicUrl: string
    preloads: string[]
    /** The head may name texts the page does not embed (other pages' titles, descriptions). */
    messages: Record<string, string>
    /** Every setting: the head reads some the page does not embed (description, keywords, favicon). */
    settings: PublicSettings
  },
): Buffer {
  const values: Record<string, string> = {
    '<html lang="tr">': `<html lang="${state.pageData.lang}">`,
    '<!--app-head-->': [
      headTags(state.pageData, head.messages, head.publicUrl, head.settings),
      ...head.preloads.map(preloadTag),
    ].join('\n    '),
    '<!--app-html-->': appHtml,
    '<!--app-state-->': [
      `<script id="page-state" type="application/json">${serializeState(state)}</script>`,
      `<script id="page-messages" type="application/json">${jsonOfCatalogue(state.messages).asts}</script>`,
    ].join(''),
  }
  if (split?.template !== template) {
    const parts = template.split(MARKERS)
    split = { template, parts, bytes: parts.map((part) => Buffer.from(part)) }
  }
  const { parts, bytes } = split
  return Buffer.concat(
    parts.map((segment, index) => {
      const value = values[segment]
      return value === undefined ? bytes[index]! : Buffer.from(value)
    }),
  )
}
