import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { About } from '../../../../../shared/schemas/about.ts'
import { IdParams } from '../../../../../shared/schemas/common.ts'
import { notFound } from '../../../../repositories/admin/errors.ts'
import { AdminErrorReply } from '../error-handler.ts'

/** Every text of the about record; the form sends all of them (missing ones keep their value). */
const AboutBody = Type.Object(
  { ...Type.Partial(About).properties, id: Type.Optional(About.properties.id) },
  { additionalProperties: false },
)

/** GET / (the about record), PUT /:id (404 unless :id is the record's id). */
const aboutRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { response: { 200: About } } }, async () => app.stores.about.data)

  app.put(
    '/:id',
    { schema: { params: IdParams, body: AboutBody, response: { 200: About, '4xx': AdminErrorReply } } },
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
