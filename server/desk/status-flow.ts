import type { Role } from '../../shared/roles.ts'
import { isHandledStatus, type SubmissionStatus } from '../../shared/schemas/desk.ts'

/*
 * Which status moves the desk allows, in one place. A request goes forward
 * `new -> in_progress -> quoted -> won | lost` (a step may be skipped: a request answered by phone can go straight
 * from `new` to `quoted`, a deal closed without a written quote from `in_progress` to `won`), and any request can be
 * called `spam`. Going back:
 * - from `spam` only to `new` (it was not spam after all: it starts again as unread);
 * - back to `in_progress` from `quoted` (the quote is being revised), by the desk (sales or owner);
 * - a closed deal (`won`, `lost`) is reopened to `in_progress` by an owner only: the win and loss figures are the
 *   owner's, a sales person cannot undo them;
 * - never back to `new` except from spam, and never between `won` and `lost` directly (reopen first).
 *
 * The spec-era `handled` follows the status (`isHandledStatus`): `{ handled: true }` on an open request means it was
 * answered, so it becomes `quoted`; `{ handled: false }` reopens a handled one to `in_progress` (spam goes back to
 * `new`), under the same rules.
 */

const STEP: Record<SubmissionStatus, number> = {
  new: 0,
  in_progress: 1,
  quoted: 2,
  won: 3,
  lost: 3,
  spam: -1,
}

/** Why `role` may not move a request from `from` to `to`, in plain Turkish; null when the move is allowed. */
export function refusedMove(from: SubmissionStatus, to: SubmissionStatus, role: Role): string | null {
  if (from === to) return null
  if (to === 'spam') return null
  if (from === 'spam')
    return to === 'new' ? null : 'Spam olarak işaretlenen talep önce "Yeni" durumuna alınmalı.'
  if (STEP[to] > STEP[from]) {
    if (STEP[from] === 3) return 'Sonuçlanan talep önce "İşlemde" durumuna alınmalı.'
    return null
  }
  if (to === 'new') return 'Talep "Yeni" durumuna geri alınamaz; "İşlemde" seçin.'
  if (to !== 'in_progress') return 'Sonuçlanan talep önce "İşlemde" durumuna alınmalı.'
  if (STEP[from] === 3 && role !== 'owner')
    return 'Kazanılan ya da kaybedilen talebi yalnızca site sahibi yeniden açabilir.'
  return null
}

/** The status a spec-era `{ handled }` asks for, from the current one (the same status when nothing changes). */
export function statusForHandled(current: SubmissionStatus, handled: boolean): SubmissionStatus {
  if (handled === isHandledStatus(current)) return current
  if (handled) return 'quoted'
  return current === 'spam' ? 'new' : 'in_progress'
}
