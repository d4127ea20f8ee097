import { PassThrough } from 'node:stream'
import type { ReactNode } from 'react'
import { renderToPipeableStream, renderToString } from 'react-dom/server'
import { createIntl, createIntlCache, type IntlShape } from 'react-intl'
import { StaticRouter } from 'react-router'
import type { PageState } from '../shared/page-data.ts'
import { isPageId } from '../shared/pages.ts'
import { App } from './app.tsx'
import { messagesFor, pageMessagesFor } from './i18n/messages.ts'
import { PAGE_MODULES } from './page-chunks.ts'
import { preloadPage } from './site/pages/index.ts'
import { keepMessageFormats } from './i18n/kept-message-formats.ts'
import './styles/index.css'

// The server reads which chunks to preload from here, so it never lists client files itself.
export { messagesFor, PAGE_MODULES, pageMessagesFor }

const RENDER_TIMEOUT_MS = 10_000

/** One react-intl instance per message catalogue (one frozen object per language and page). */
const intls = new WeakMap<object, IntlShape>()
function intlFor(lang: string, messages: Record<string, string>): IntlShape {
  let intl = intls.get(messages)
  if (!intl) {
    intl = createIntl({ locale: lang, defaultLocale: 'tr', messages }, createIntlCache())
    keepMessageFormats(intl)
    intls.set(messages, intl)
  }
  return intl
}

/**
 * Renders the page to complete HTML (waiting for every Suspense boundary, so people and bots
 * get the same full page), for the server to cache and send with the right status.
 */
export async function renderPage(state: PageState): Promise<string> {
  const { page, lang } = state.pageData
  // Load the page's chunk first so it renders without suspending (as the browser hydrates it).
  if (isPageId(page)) await preloadPage(page, lang)
  const tree = (
    <StaticRouter location={state.pageData.url}>
      <App state={state} intl={intlFor(lang, state.messages)} />
    </StaticRouter>
  )
  // Usually nothing is left to wait for: one synchronous pass, with no stream to encode and decode
  // (about a third faster). A boundary that suspended anyway comes out client-rendered
  // (`<!--$!-->`); then render again, waiting for everything.
  const html = renderSynchronously(tree)
  return html ?? renderCompletely(tree)
}

export function renderSynchronously(tree: ReactNode): string | null {
  try {
    const html = renderToString(tree)
    return html.includes('<!--$!') ? null : html
  } catch {
    return null
  }
}

export function renderCompletely(tree: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = ''
    const sink = new PassThrough()
    sink.setEncoding('utf8')
    sink.on('data', (chunk: string) => {
      html += chunk
    })
    // Cleared as soon as the render settles: a pending timer would keep the whole render tree
    // alive for its full 10 s (hundreds of MB at a few hundred renders a second).
    const timer = setTimeout(() => stream.abort(new Error('render timed out')), RENDER_TIMEOUT_MS)
    const fail = (error: unknown) => {
      clearTimeout(timer)
      reject(error instanceof Error ? error : new Error(String(error)))
    }
    sink.on('end', () => {
      clearTimeout(timer)
      resolve(html)
    })
    const stream = renderToPipeableStream(tree, {
      // Never split a finished boundary into a separate segment with an inline script (CSP).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        stream.pipe(sink)
      },
      onShellError: fail,
      onError: fail,
    })
  })
}
