import type { PageState } from '../../shared/page-data.ts'
import { complexMessageAsts } from './message-ast.ts'
import { escapeHtml, headTags, scriptJson } from './seo.ts'

/** Page state as JSON inside `<script type="application/json">` (see scriptJson). */
export function serializeState(state: PageState): string {
  return scriptJson(state)
}

/**
 * Fills the Vite-built index.html in one pass over its markers. Never String.replace with a
 * string replacement: `$'` or `$&` in content would splice template text into the page, and a
 * second pass could fill a marker that came from content.
 */
export function fillTemplate(
  template: string,
  state: PageState,
  appHtml: string,
  publicUrl = '',
  preloads: string[] = [],
): string {
  const values: Record<string, string> = {
    '<html lang="tr">': `<html lang="${state.pageData.lang}">`,
    '<!--app-head-->': [
      headTags(state.pageData, state.messages, publicUrl),
      ...preloads.map((file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}" />`),
    ].join('\n    '),
    '<!--app-html-->': appHtml,
    '<!--app-state-->': [
      `<script id="page-state" type="application/json">${serializeState(state)}</script>`,
      `<script id="page-messages" type="application/json">${scriptJson(complexMessageAsts(state.messages))}</script>`,
    ].join(''),
  }
  return template
    .split(/(<html lang="tr">|<!--app-(?:head|html|state)-->)/)
    .map((segment) => values[segment] ?? segment)
    .join('')
}
