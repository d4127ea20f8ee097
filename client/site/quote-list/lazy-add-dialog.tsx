import { lazy, Suspense } from 'react'
import type { QuoteTarget } from './quote-target.ts'

/* The dialog's code is fetched on the first click only: a product page's first load carries this file alone. */
const Dialog = lazy(() => import('./add-to-quote-dialog.tsx'))

export function AddToQuoteDialog({ target, onClose }: { target: QuoteTarget | null; onClose: () => void }) {
  if (!target) return null
  return (
    <Suspense fallback={null}>
      <Dialog target={target} onClose={onClose} />
    </Suspense>
  )
}
