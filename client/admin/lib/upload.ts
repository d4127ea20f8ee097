import { ApiError, api } from './api.ts'
import type { Msg } from './i18n.ts'
import { currentToken } from './session.ts'

export type UploadKind = 'product' | 'slider' | 'logo' | 'favicon'

/** Spec section 9: under 5 MB (5242880 bytes); PNG, JPG and WebP. */
export const MAX_IMAGE_BYTES = 5_242_880
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',')

/** The client-side checks of spec section 5, in its order: type, size, stored token. */
export function checkImage(file: File, token: string | null): Msg | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return { id: 'admin.upload.notImage' }
  if (file.size >= MAX_IMAGE_BYTES) return { id: 'admin.upload.tooLarge' }
  if (!token) return { id: 'admin.upload.sessionExpired' }
  return null
}

export type UploadResult = { ok: true; url: string } | { ok: false; message: Msg }

/**
 * Uploads one image to POST /api/admin/upload/<kind> (multipart `file` plus the extra fields the
 * spec names) and maps every failure to its spec message. A refused token does not log out here:
 * the spec asks this screen to say the session has expired.
 */
export async function uploadImage(
  kind: UploadKind,
  file: File,
  fields: Record<string, string> = {},
): Promise<UploadResult> {
  const invalid = checkImage(file, currentToken())
  if (invalid) return { ok: false, message: invalid }
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  form.append('file', file)
  try {
    const body = await api<{ url?: unknown }>(`/api/admin/upload/${kind}`, {
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
