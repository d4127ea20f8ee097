import type { PageState } from '../../shared/page-data.ts'
import { pageDescription, pageTitle } from '../../shared/page-title.ts'

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

/**
 * Page state as JSON inside `<script type="application/json">`: `<` is escaped so no text can
 * close the tag, and U+2028/U+2029 so the JSON stays valid JavaScript too.
 */
export function serializeState(state: PageState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

function headTags(state: PageState): string {
  const { pageData, messages } = state
  const settings = pageData.common.settings
  const tags = [
    `<title>${escapeHtml(pageTitle(pageData, messages))}</title>`,
    `<meta name="description" content="${escapeHtml(pageDescription(pageData))}" />`,
  ]
  if (settings.site_keywords)
    tags.push(`<meta name="keywords" content="${escapeHtml(settings.site_keywords)}" />`)
  if (settings.site_favicon) tags.push(`<link rel="icon" href="${escapeHtml(settings.site_favicon)}" />`)
  if (pageData.status === 404 || pageData.page === 'admin')
    tags.push('<meta name="robots" content="noindex" />')
  return tags.join('\n    ')
}

/**
 * Fills the Vite-built index.html in one pass over its markers. Never String.replace with a
 * string replacement: `$'` or `$&` in content would splice template text into the page, and a
 * second pass could fill a marker that came from content.
 */
export function fillTemplate(template: string, state: PageState, appHtml: string): string {
  const values: Record<string, string> = {
    '<html lang="tr">': `<html lang="${state.pageData.lang}">`,
    '<!--app-head-->': headTags(state),
    '<!--app-html-->': appHtml,
    '<!--app-state-->': `<script id="page-state" type="application/json">${serializeState(state)}</script>`,
  }
  return template
    .split(/(<html lang="tr">|<!--app-(?:head|html|state)-->)/)
    .map((segment) => values[segment] ?? segment)
    .join('')
}
