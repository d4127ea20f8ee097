import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/** False on the server and during hydration, true afterwards: for parts that only work with JS. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
