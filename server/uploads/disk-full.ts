/** Codes of a write refused for want of space: the disk is full, or the user's quota is. */
const DISK_FULL_CODES = new Set(['ENOSPC', 'EDQUOT'])

/** libvips (sharp) and some wrappers report the failure only in their message. */
const DISK_FULL_MESSAGE = /\b(ENOSPC|EDQUOT)\b|no space left on device|disk quota exceeded/i

/**
 * Whether a failed write failed because the disk (or quota) is full, looking through `cause`
 * chains: such a failure is the host's problem, answered 507 and logged as an error, never
 * blamed on the visitor's input.
 */
export function isDiskFull(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false
  const code = (error as NodeJS.ErrnoException).code
  if (code && DISK_FULL_CODES.has(code)) return true
  if (DISK_FULL_MESSAGE.test(error.message)) return true
  return isDiskFull(error.cause, depth + 1)
}

/** The admin's text when a write of the admin API (image, catalogue, any content file) hit a full disk. */
export const DISK_FULL_ADMIN_TEXT =
  'Sunucunun diski dolu olduğu için kaydedilemedi. Gelen kutusundaki eski ekleri silerek ya da sunucu yöneticisine başvurarak yer açın, sonra tekrar deneyin.'

/** Anyone else's text (the app's error handler): the same failure without the admin's remedy. */
export const DISK_FULL_TEXT = 'Sunucunun diski dolu olduğu için istek kaydedilemedi. Lütfen daha sonra tekrar deneyin.'
