import { CircleCheck, CircleExclamationPoint, X } from 'lucide-react'
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react'
import { type Msg, useT } from '../lib/i18n.ts'

type ToastKind = 'success' | 'error'
type Toast = { id: number; kind: ToastKind; msg: Msg }
type Notify = { success: (msg: Msg) => void; error: (msg: Msg) => void }

const ToastContext = createContext<Notify | null>(null)
const SUCCESS_MS = 6000
const MAX_TOASTS = 4
let nextId = 0

/**
 * Screen-wide notices: successes in a polite `status` region that clear themselves, errors in an
 * `alert` region that stay until closed, so a failure is never missed.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([])
  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((toast) => toast.id !== id)), [])
  const push = useCallback((kind: ToastKind, msg: Msg) => {
    nextId += 1
    const id = nextId
    setToasts((all) => [...all.slice(-(MAX_TOASTS - 1)), { id, kind, msg }])
  }, [])
  const notify = useMemo<Notify>(
    () => ({ success: (msg) => push('success', msg), error: (msg) => push('error', msg) }),
    [push],
  )
  return (
    <ToastContext value={notify}>
      {children}
      <div className="admin-toasts">
        <div role="status" aria-live="polite" className="admin-toasts__region">
          {toasts
            .filter((toast) => toast.kind === 'success')
            .map((toast) => (
              <ToastItem key={toast.id} toast={toast} onClose={dismiss} />
            ))}
        </div>
        <div role="alert" className="admin-toasts__region">
          {toasts
            .filter((toast) => toast.kind === 'error')
            .map((toast) => (
              <ToastItem key={toast.id} toast={toast} onClose={dismiss} />
            ))}
        </div>
      </div>
    </ToastContext>
  )
}

function ToastItem({ toast, onClose }: { toast: Toast; onClose: (id: number) => void }) {
  const t = useT()
  useEffect(() => {
    if (toast.kind !== 'success') return
    const timer = window.setTimeout(() => onClose(toast.id), SUCCESS_MS)
    return () => window.clearTimeout(timer)
  }, [toast, onClose])
  const Icon = toast.kind === 'success' ? CircleCheck : CircleExclamationPoint
  return (
    <div className={`admin-toast admin-toast--${toast.kind}`}>
      <Icon size={18} aria-hidden="true" className="admin-toast__icon" />
      <p className="admin-toast__text">{t(toast.msg.id, toast.msg.values)}</p>
      <button
        type="button"
        className="admin-icon-button admin-toast__close"
        aria-label={t('admin.dismiss')}
        onClick={() => onClose(toast.id)}
      >
        <X size={16} aria-hidden="true" />
      </button>
    </div>
  )
}

export function useToast(): Notify {
  const notify = useContext(ToastContext)
  if (!notify) throw new Error('ToastProvider is missing')
  return notify
}
