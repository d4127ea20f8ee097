import { TriangleExclamationPoint } from 'lucide-react'
import { type ReactNode, useCallback, useId, useRef, useState } from 'react'
import { useFocusTrap } from '../../components/use-focus-trap.ts'
import { useScrollLock } from '../../components/use-scroll-lock.ts'
import { useT } from '../lib/i18n.ts'

export type ConfirmRequest = {
  title: string
  message: string
  /** An extra warning line, e.g. that a category's products become uncategorised. */
  warning?: string
  confirmLabel?: string
  /** The button that keeps things as they are ("Vazgeç" unless told). */
  cancelLabel?: string
}

type Open = ConfirmRequest & { resolve: (confirmed: boolean) => void }

/**
 * A small accessible confirmation dialog (not window.confirm, so it is styled and testable).
 * `const [dialog, confirm] = useConfirm()`; render `dialog`, then `if (await confirm({...}))`.
 */
export function useConfirm(): [ReactNode, (request: ConfirmRequest) => Promise<boolean>] {
  const [open, setOpen] = useState<Open | null>(null)
  const confirm = useCallback(
    (request: ConfirmRequest) =>
      new Promise<boolean>((resolve) => {
        setOpen({ ...request, resolve })
      }),
    [],
  )
  const close = (confirmed: boolean) => {
    open?.resolve(confirmed)
    setOpen(null)
  }
  const dialog = open ? <ConfirmDialog request={open} onClose={close} /> : null
  return [dialog, confirm]
}

function ConfirmDialog({ request, onClose }: { request: ConfirmRequest; onClose: (ok: boolean) => void }) {
  const t = useT()
  const ref = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const textId = useId()
  useFocusTrap(ref, true)
  useScrollLock(true)
  return (
    <div
      className="admin-dialog__backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose(false)
      }}
    >
      <div
        ref={ref}
        className="admin-dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation()
            onClose(false)
          }
        }}
      >
        <div className="admin-dialog__icon" aria-hidden="true">
          <TriangleExclamationPoint size={22} />
        </div>
        <div className="admin-dialog__body">
          <h2 id={titleId} className="admin-dialog__title">
            {request.title}
          </h2>
          <div id={textId}>
            <p>{request.message}</p>
            {request.warning && <p className="admin-dialog__warning">{request.warning}</p>}
          </div>
          <div className="admin-dialog__actions">
            <button type="button" className="admin-button" data-autofocus onClick={() => onClose(false)}>
              {request.cancelLabel ?? t('admin.confirm.cancel')}
            </button>
            <button type="button" className="admin-button admin-button--danger" onClick={() => onClose(true)}>
              {request.confirmLabel ?? t('admin.confirm.delete')}
            </button>
          </div>
        </div>
      </div>
    </div>
  )
}
