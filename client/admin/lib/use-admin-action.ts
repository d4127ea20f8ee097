import { type ReactNode, useCallback, useState } from 'react'
import { type ConfirmRequest, useConfirm } from '../components/confirm-dialog.tsx'
import { useToast } from '../components/toast.tsx'
import { errorText } from './api.ts'
import { type AdminMessageId, failure, type Msg } from './i18n.ts'

export type AdminAction<T> = {
  /** Asked first; nothing is sent when the admin cancels. */
  confirm?: ConfirmRequest
  request: () => Promise<T>
  /** The success toast; a function when it names something from the reply (a count). */
  success: Msg | ((result: T) => Msg)
  /** The failure toast when the server gave no reason (a network failure). */
  failed: AdminMessageId
  /** The failure toast with the server's reason as `{error}`; "Hata: {error}" unless the screen has its own. */
  failedWith?: AdminMessageId
  /** What the screen does after a success: close its form, reload its lists. */
  onDone?: (result: T) => void
  /** Marks the action in `busy` while its request runs (after the confirmation), e.g. a row's id. */
  key?: string
}

export type AdminActions = {
  /** The confirmation dialog: render it once in the screen. */
  dialog: ReactNode
  /** Runs one action; true when it was confirmed and succeeded. */
  run: <T>(action: AdminAction<T>) => Promise<boolean>
  /** The `key` of the action whose request is running, so its button can be disabled. */
  busy: string | null
}

/**
 * The flow every admin change follows: confirm (when asked) -> request -> toast -> refresh. Every
 * screen shows the server's own reason for a refusal, so the admin learns what to fix.
 */
export function useAdminAction(): AdminActions {
  const toast = useToast()
  const [dialog, confirm] = useConfirm()
  const [busy, setBusy] = useState<string | null>(null)

  const run = useCallback(
    async <T>(action: AdminAction<T>): Promise<boolean> => {
      if (action.confirm && !(await confirm(action.confirm))) return false
      if (action.key !== undefined) setBusy(action.key)
      try {
        const result = await action.request()
        toast.success(typeof action.success === 'function' ? action.success(result) : action.success)
        action.onDone?.(result)
        return true
      } catch (error) {
        toast.error(failure(errorText(error), action.failedWith ?? 'admin.error', action.failed))
        return false
      } finally {
        if (action.key !== undefined) setBusy(null)
      }
    },
    [confirm, toast],
  )

  return { dialog, run, busy }
}
