import { useCallback, useEffect, useState } from 'react'
import { api, errorText } from './api.ts'

export type ApiState<T> = {
  data: T | undefined
  /** Set when the last load failed: the server's text, or '' for a network failure. */
  error: string | null
  reload: () => void
  /** Replaces the shown data after a save, without another round trip. */
  setData: (update: (current: T | undefined) => T | undefined) => void
}

/**
 * Loads `path` from the admin API after hydration (the token lives only in the browser) and
 * again on `reload()`. Old data stays on screen while a reload runs.
 */
export function useApi<T>(path: string): ApiState<T> {
  const [state, setState] = useState<{ data: T | undefined; error: string | null }>({
    data: undefined,
    error: null,
  })
  const [version, setVersion] = useState(0)

  useEffect(() => {
    let current = true
    api<T>(path)
      .then((data) => {
        if (current) setState({ data, error: null })
      })
      .catch((error: unknown) => {
        if (current) setState((previous) => ({ data: previous.data, error: errorText(error) ?? '' }))
      })
    return () => {
      current = false
    }
  }, [path, version])

  const reload = useCallback(() => setVersion((n) => n + 1), [])
  const setData = useCallback(
    (update: (current: T | undefined) => T | undefined) =>
      setState((previous) => ({ data: update(previous.data), error: previous.error })),
    [],
  )
  return { data: state.data, error: state.error, reload, setData }
}
