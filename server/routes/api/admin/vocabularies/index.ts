import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ErrorReply } from '../../../../../shared/schemas/error.ts'
import {
  TermList,
  Vocabularies,
  VocabulariesInput,
  VocabularyInput,
  VocabularyParams,
} from '../../../../../shared/schemas/technical.ts'
import { catalogueIndex } from '../../../../catalogue/catalogue-index.ts'
import { prepareSearch } from '../../../../catalogue/search-engine.ts'
import {
  listVocabularies,
  replaceVocabularies,
  replaceVocabulary,
} from '../../../../repositories/admin/vocabularies.ts'

/**
 * The technical vocabularies: GET / (every kind), PUT / (the whole lists of several kinds in one write, all or
 * nothing: the admin screen's one Save), PUT /:kind (that kind's whole list of terms).
 */
const vocabularyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Labels and synonyms are in every product's search document: make the new engine before a buyer searches.
  const prepareSearchSoon = () =>
    void prepareSearch(catalogueIndex(app.stores)).catch((error: unknown) =>
      app.log.error({ err: error }, 'making the search engine failed'),
    )

  app.get('/', { schema: { response: { 200: Vocabularies } } }, async () => listVocabularies(app.stores))

  app.put(
    '/',
    { schema: { body: VocabulariesInput, response: { 200: Vocabularies, '4xx': ErrorReply } } },
    async (request) => {
      const vocabularies = await replaceVocabularies(app.stores, request.body)
      prepareSearchSoon()
      return vocabularies
    },
  )

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
      prepareSearchSoon()
      return terms
    },
  )
}
export default vocabularyRoutes
