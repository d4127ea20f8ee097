import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  IMAGE_KINDS,
  type ImageKind,
  MAX_IMAGE_BYTES,
  UploadReply,
} from '../../../../../shared/schemas/upload.ts'
import { NOT_AN_IMAGE, saveImage } from '../../../../uploads/images.ts'
import { fileBuffer, filePart } from '../../../../uploads/multipart.ts'
import { ErrorReply } from '../../../../../shared/schemas/error.ts'

const TOO_LARGE = "Dosya boyutu 5MB'dan küçük olmalıdır"

/** The text field each upload may send with its file; it only flavours the generated file name. */
const HINT_FIELD: Record<ImageKind, string> = {
  product: 'productName',
  slider: 'title',
  logo: 'type',
  favicon: 'type',
}

/** POST /product, /slider, /logo, /favicon: multipart `file` -> `{ url }` of the re-encoded image. */
const uploadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const kind of IMAGE_KINDS) {
    app.post(
      `/${kind}`,
      { schema: { response: { 200: UploadReply, '4xx': ErrorReply } } },
      async (request) => {
        const { file, fields } = await filePart(request, MAX_IMAGE_BYTES, NOT_AN_IMAGE)
        const data = await fileBuffer(file, TOO_LARGE)
        return { url: await saveImage(app.config.uploadsDir, kind, data, fields[HINT_FIELD[kind]] ?? '') }
      },
    )
  }
}
export default uploadRoutes
