import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ErrorReply } from '../../../../../shared/schemas/error.ts'
import {
  TermList,
  Vocabularies,
  VocabularyInput,
  VocabularyParams,
} from '../../../../../shared/schemas/technical.ts'
import { catalogueIndex } from '../../../../catalogue/catalogue-index.ts'
import { prepareSearch } from '../../../../catalogue/search-engine.ts'
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
    async (request) => {
      const terms = await replaceVocabulary(app.stores, request.params.kind, request.body.terms)
      // Labels and synonyms are in every product's search document: make the new engine before a buyer searches.
      void prepareSearch(catalogueIndex(app.stores)).catch((error: unknown) =>
        app.log.error({ err: error }, 'making the search engine failed'),
      )
      return terms
    },
  )
}
export default vocabularyRoutes
