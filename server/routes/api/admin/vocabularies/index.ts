import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ErrorReply } from '../../../../../shared/schemas/error.ts'
import {
  TermList,
  Vocabularies,
  VocabularyInput,
  VocabularyParams,
} from '../../../../../shared/schemas/technical.ts'
import { listVocabularies, replaceVocabulary } from '../../../../repositories/admin/vocabularies.ts'

/** The technical vocabularies: GET / (every kind), PUT /:kind (that kind's whole list of terms). */
const vocabularyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { response: { 200: Vocabularies } } }, async () => listVocabularies(app.stores))

  app.put(
    '/:kind',
    {
      schema: {
        params: VocabularyParams,
        body: VocabularyInput,
        response: { 200: TermList, '4xx': ErrorReply },
      },
    },
    async (request) => replaceVocabulary(app.stores, request.params.kind, request.body.terms),
  )
}
export default vocabularyRoutes
