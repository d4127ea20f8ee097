import { removeSubmissionFiles } from '../uploads/submission-files.ts'
import type { SubmissionStore } from './submission-store.ts'

const DAY_MS = 86_400_000

/**
 * Deletes the attachments of submissions handled more than `days` days ago (personal data is
 * kept no longer than needed: KVKK/GDPR); the record stays, marked with the date. Files go
 * first, then the mark, so a crash in between only means the next sweep marks it.
 * Returns how many submissions lost their files and how many bytes that freed.
 */
export async function removeExpiredAttachments(
  store: SubmissionStore,
  uploadsDir: string,
  days: number,
  now = Date.now(),
): Promise<{ submissions: number; bytes: number }> {
  if (days <= 0) return { submissions: 0, bytes: 0 }
  const before = now - days * DAY_MS
  const expired = store.entries().filter(
    ({ state, attachment_count, created_at }) =>
      state.handled &&
      attachment_count > 0 &&
      !state.attachments_removed_at &&
      // Submissions handled before the date was recorded count from their arrival.
      Date.parse(state.handled_at ?? created_at) < before,
  )
  let bytes = 0
  for (const entry of expired) bytes += await removeSubmissionFiles(uploadsDir, entry.id)
  const at = new Date(now).toISOString()
  await store.updateMany(
    expired.map((entry) => entry.id),
    (state) => {
      state.attachments_removed_at = at
    },
  )
  return { submissions: expired.length, bytes }
}
