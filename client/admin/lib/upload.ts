import {
  IMAGE_TYPES,
  type ImageKind,
  MAX_IMAGE_BYTES,
  type UploadReply,
} from '../../../shared/schemas/upload.ts'
import { ApiError, api } from './api.ts'
import type { Msg } from './i18n.ts'
import { currentToken } from './session.ts'

export const IMAGE_ACCEPT = IMAGE_TYPES.join(',')

/**
 * Checked before sending, so a wrong file is named at once (the server checks again): type, size, stored
 * token.
 */
export function checkImage(file: File, token: string | null): Msg | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return { id: 'admin.upload.notImage' }
  if (file.size >= MAX_IMAGE_BYTES) return { id: 'admin.upload.tooLarge' }
  if (!token) return { id: 'admin.upload.sessionExpired' }
  return null
}

export type UploadResult = { ok: true; url: string } | { ok: false; message: Msg }

/**
 * Uploads one image to POST /api/admin/upload/<kind> (multipart `file` plus the kind's extra
 * fields) and maps every failure to its own message. A refused token does not log out here: that
 * would throw away the form being filled in, so the screen says the session has expired instead.
 */
export async function uploadImage(
  kind: ImageKind,
  file: File,
  fields: Record<string, string> = {},
): Promise<UploadResult> {
  const invalid = checkImage(file, currentToken())
  if (invalid) return { ok: false, message: invalid }
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  form.append('file', file)
  try {
    const body = await api<Partial<UploadReply>>(`/api/admin/upload/${kind}`, {
      method: 'POST',
      form,
      keepSessionOn401: true,
    })
    if (typeof body?.url !== 'string') return { ok: false, message: { id: 'admin.upload.exception' } }
    return { ok: true, url: body.url }
  } catch (error) {
    if (error instanceof ApiError) {
      if (error.status === 401 || error.serverMessage === 'Geçersiz token')
        return { ok: false, message: { id: 'admin.upload.sessionExpired' } }
      if (error.serverMessage)
        return { ok: false, message: { id: 'admin.upload.failed', values: { error: error.serverMessage } } }
    }
    return { ok: false, message: { id: 'admin.upload.exception' } }
  }
}
