import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { About, AboutInput } from '../../../../../shared/schemas/about.ts'
import { IdParams } from '../../../../../shared/schemas/common.ts'
import { notFound } from '../../../../repositories/admin/errors.ts'
import { ErrorReply } from '../../../../../shared/schemas/error.ts'

/** GET / (the about record), PUT /:id (404 unless :id is the record's id). */
const aboutRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { response: { 200: About } } }, async () => app.stores.about.data)

  app.put(
    '/:id',
    { schema: { params: IdParams, body: AboutInput, response: { 200: About, '4xx': ErrorReply } } },
    async (request) => {
      const { id } = request.params
      if (id !== app.stores.about.data.id) throw notFound('Hakkımızda kaydı')
      return app.stores.about.update((about) => {
        Object.assign(about, request.body, { id })
        return about
      })
    },
  )
}
export default aboutRoutes
