import { PassThrough } from 'node:stream'
import { renderToPipeableStream } from 'react-dom/server'
import { StaticRouter } from 'react-router'
import type { PageState } from '../shared/page-data.ts'
import { App } from './app.tsx'
import { messagesFor } from './i18n/messages.ts'
import { preloadPage } from './site/pages/index.ts'
import './styles/index.css'

export { messagesFor }

const RENDER_TIMEOUT_MS = 10_000

/**
 * Renders the page to complete HTML (waiting for every Suspense boundary, so people and bots
 * get the same full page), for the server to cache and send with the right status.
 */
export async function renderPage(state: PageState, nonce: string): Promise<string> {
  const { page, lang } = state.pageData
  // Load the page's chunk first so it renders without suspending (as the browser hydrates it).
  if (page !== 'admin' && page !== 'not-found') await preloadPage(page, lang)
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
    const stream = renderToPipeableStream(
      <StaticRouter location={state.pageData.url}>
        <App state={state} />
      </StaticRouter>,
      {
        nonce,
        // Never split a finished boundary into a separate segment with an inline script (CSP).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          stream.pipe(sink)
        },
        onShellError: fail,
        onError: fail,
      },
    )
  })
}

export type RenderModule = {
  renderPage: typeof renderPage
  messagesFor: typeof messagesFor
}
