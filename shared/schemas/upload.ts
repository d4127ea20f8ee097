import { type Static, Type } from 'typebox'
import { StringEnum } from './common.ts'

/** What POST /api/admin/upload/<kind> accepts: each kind has its own folder and sizes. */
export const IMAGE_KINDS = ['product', 'slider', 'logo', 'favicon'] as const
export const ImageKind = StringEnum(IMAGE_KINDS)
export type ImageKind = Static<typeof ImageKind>

/** PNG, JPEG and WebP, the formats the server re-encodes (judged by their bytes on the server). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const

/** Images are refused from 5 MB (5242880 bytes) on, by the browser before sending and by the server. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024

/** The answer of an image upload: the public URL of the re-encoded largest size. */
export const UploadReply = Type.Object({ url: Type.String() })
export type UploadReply = Static<typeof UploadReply>
