import { FormattedMessage } from 'react-intl'
import type { Lang } from '../../../../shared/i18n.ts'
import type { PageId } from '../../../../shared/pages.ts'
import { formatDate } from '../../../lib/format.ts'
import { useLang } from '../../../lib/lang.ts'
import { PageHero } from '../../components/page-hero.tsx'
import type { PageProps } from '../index.ts'
import type { LegalDocId, LegalDocument } from './content/types.ts'
import { LegalArticle } from './legal-article.tsx'
import { loadLegalDocument, useLegalDocument } from './legal-content.ts'

/** When the texts were last revised (the same revision in every language). */
export const LEGAL_UPDATED = '2026-01-15'

/** Each legal page: the document its page id names (only the legal pages' definitions name this module). */
export default function LegalPage({ page }: PageProps) {
  const doc = page as LegalDocId
  const lang = useLang()
  const document = useLegalDocument(lang, doc)
  return (
    <>
      <PageHero title={<FormattedMessage id={`page.${doc}.title`} />}>
        <p>
          <FormattedMessage id="legal.updated" values={{ date: formatDate(LEGAL_UPDATED, lang) }} />
        </p>
      </PageHero>
      <LegalArticle doc={doc} document={document} />
    </>
  )
}

/** Loads the page's text in `lang` (its own chunk) before the page renders, so it renders at once. */
LegalPage.prepare = (page: PageId, lang: Lang): Promise<LegalDocument> =>
  loadLegalDocument(lang, page as LegalDocId)
