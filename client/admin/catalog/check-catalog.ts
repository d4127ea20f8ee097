import type { Msg } from '../lib/i18n.ts'

/** docs/admin-api.md: a PDF of at most 30 MB. */
export const MAX_CATALOGUE_BYTES = 30 * 1024 * 1024

/** Why `file` cannot be sent (checked before the upload starts), or null. */
export function checkCatalog(file: File | null, token: string | null): Msg | null {
  if (!file) return { id: 'admin.catalog.chooseFirst' }
  const pdf = file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf')
  if (!pdf) return { id: 'admin.catalog.notPdf' }
  if (file.size > MAX_CATALOGUE_BYTES) return { id: 'admin.catalog.tooLarge' }
  if (!token) return { id: 'admin.upload.sessionExpired' }
  return null
}
