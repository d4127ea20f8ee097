import { Component, type ErrorInfo, type ReactNode } from 'react'

type State = { error: Error | null }

/**
 * The generic fallback for unhandled errors while rendering: 'Unexpected Application
 * Error!' and the error text. Deliberately free of intl and router so it works when they fail.
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
  return (
    <main className="error-screen">
      <h1>Unexpected Application Error!</h1>
      <pre>{message}</pre>
      <a className="button button--primary" href="/">
        ← /
      </a>
    </main>
  )
}
