import { hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import type { PageState } from '../shared/page-data.ts'
import { isPageId } from '../shared/pages.ts'
import { matchPage, splitLang } from '../shared/routes.ts'
import { App } from './app.tsx'
import { useBrowserIntl } from './i18n/browser-intl.tsx'
import { compileMessages } from './i18n/compiled.ts'
import { startMessages } from './i18n/loaded-messages.ts'
import { preloadPage } from './site/pages/index.ts'
import './styles/index.css'

const stateElement = document.getElementById('page-state')
const state = JSON.parse(stateElement?.textContent ?? 'null') as PageState
const astElement = document.getElementById('page-messages')
const messages = compileMessages(state.messages, JSON.parse(astElement?.textContent ?? '{}'))
startMessages(state.pageData.lang, state.pageData.page, messages)

async function start() {
  const { pageData } = state
  // The page's chunk (modulepreloaded by the server) must be ready before hydrating, so React
  // renders it at once and matches the server's HTML instead of showing a fallback.
  if (isPageId(pageData.page)) await preloadPage(pageData.page, pageData.lang)
  hydrateRoot(
    document.getElementById('root') as HTMLElement,
    <BrowserRouter>
      <BrowserApp />
    </BrowserRouter>,
  )
  prefetchOnIntent()
}

function BrowserApp() {
  return <App state={state} intl={useBrowserIntl(state.pageData.lang, messages)} />
}

/** Starts loading a page's chunk when a link to it is pointed at or focused. */
function prefetchOnIntent() {
  const prefetch = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]')
    if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin) return
    const { lang, path } = splitLang(link.pathname)
    const match = matchPage(path)
    if (match) void preloadPage(match.page, lang).catch(() => undefined)
  }
  for (const type of ['pointerover', 'focusin', 'touchstart']) {
    document.addEventListener(type, prefetch, { passive: true })
  }
}

void start()
