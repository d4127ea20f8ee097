import { Component, type ErrorInfo, type ReactNode } from 'react'
import { UNEXPECTED_ERROR_TITLE } from '../../shared/error-title.ts'
import { DEFAULT_LANG, isLang } from '../../shared/i18n.ts'

type State = { error: Error | null }

/**
 * The generic fallback for unhandled errors while rendering: 'Unexpected Application
 * Error!' (in the page's language) and the error text. Deliberately free of intl and router so it
 * works when they fail; the language is read from the document.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null }

  static getDerivedStateFromError(error: Error): State {
    return { error }
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack)
  }

  override render() {
    if (!this.state.error) return this.props.children
    return <ErrorScreen message={this.state.error.message} />
  }
}

export function ErrorScreen({ message }: { message: string }) {
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang
  return (
    <main className="error-screen">
      <h1>{UNEXPECTED_ERROR_TITLE[isLang(lang) ? lang : DEFAULT_LANG]}</h1>
      <pre>{message}</pre>
      <a className="button button--primary" href="/">
        ← /
      </a>
    </main>
  )
}
