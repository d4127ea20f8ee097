import { useEffect, useState } from 'react'
import type { ProductView } from './product-card.tsx'

const KEY = 'products-view'

/** Grid or list, remembered in this browser (read after hydration so server and client agree). */
export function useViewPreference(): [ProductView, (view: ProductView) => void] {
  const [view, setView] = useState<ProductView>('grid')
  useEffect(() => {
    try {
      const saved = window.localStorage.getItem(KEY)
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the stored choice is only readable after hydration
      if (saved === 'list' || saved === 'grid') setView(saved)
    } catch {
      // storage unavailable (private mode): keep the default
    }
  }, [])
  const choose = (next: ProductView) => {
    setView(next)
    try {
      window.localStorage.setItem(KEY, next)
    } catch {
      // not remembered, still applied
    }
  }
  return [view, choose]
}
