import { startTransition, useCallback, useEffect, useOptimistic } from 'react'
import { useSearchParams } from 'react-router'

/**
 * The "Çevirisi eksik" filter of a list screen, kept in the address (`?missing=1`) so the
 * dashboard can link straight to the filtered list and a reload keeps it.
 */
export function useMissingFilter(): [boolean, (on: boolean) => void] {
  const [params, setParams] = useSearchParams()
  // Router navigations run as transitions: the switch shows the click at once, the address follows.
  const [on, setOn] = useOptimistic(params.get('missing') === '1')
  const set = useCallback(
    (next: boolean) =>
      startTransition(() => {
        setOn(next)
        setParams(
          (current) => {
            const copy = new URLSearchParams(current)
            if (next) copy.set('missing', '1')
            else copy.delete('missing')
            return copy
          },
          { replace: true },
        )
      }),
    [setOn, setParams],
  )
  return [on, set]
}

/**
 * Opens the record named by `?edit=<id>` (a dashboard link) once the list has loaded, then drops
 * the parameter, so saving and reloading the list does not open it again.
 */
export function useEditParam<T extends { id: string }>(
  records: readonly T[] | undefined,
  open: (record: T) => void,
) {
  const [params, setParams] = useSearchParams()
  const id = params.get('edit')
  useEffect(() => {
    if (id === null || !records) return
    const record = records.find((item) => item.id === id)
    if (record) open(record)
    setParams(
      (current) => {
        const copy = new URLSearchParams(current)
        copy.delete('edit')
        return copy
      },
      { replace: true },
    )
  }, [id, records, open, setParams])
}
