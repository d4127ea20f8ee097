import { type RefObject, useEffect } from 'react'
import { useFocusTrap } from '../../../components/use-focus-trap.ts'
import { useScrollLock } from '../../../components/use-scroll-lock.ts'

/**
 * What the open filter drawer holds on phones and tablets: the page behind it does not scroll, focus stays in it,
 * Escape closes it. Mounted only while the drawer is open.
 */
export function DrawerHold({
  panel,
  onClose,
}: {
  panel: RefObject<HTMLElement | null>
  onClose: () => void
}) {
  useScrollLock(true)
  useFocusTrap(panel, true)
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [onClose])
  return null
}
