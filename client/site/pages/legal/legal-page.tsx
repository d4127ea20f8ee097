import type { ComponentType } from 'react'
import { FormattedMessage } from 'react-intl'
import type { Lang } from '../../../../shared/i18n.ts'
import { formatDate } from '../../../lib/format.ts'
import { useLang } from '../../../lib/lang.ts'
import { PageHero } from '../../components/page-hero.tsx'
import type { LegalDocId } from './content/types.ts'
import { LegalArticle } from './legal-article.tsx'
import { loadLegalDocument, useLegalDocument } from './legal-content.ts'

/** When the texts were last revised (the same revision in every language). */
export const LEGAL_UPDATED = '2026-01-15'

export function LegalPage({ doc }: { doc: LegalDocId }) {
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

// The three pages in this one module: a chunk of their own each would be a 0.15 KB file on every
// legal page's first load besides this one (scripts/bundle-report.ts).
export function PrivacyPage() {
  return <LegalPage doc="privacy" />
}

export function TermsPage() {
  return <LegalPage doc="terms" />
}

export function KvkkPage() {
  return <LegalPage doc="kvkk" />
}

/** `page` once its text in `lang` is loaded (client/site/pages/index.ts), so it renders at once. */
export async function withContent(lang: Lang, doc: LegalDocId, page: ComponentType): Promise<ComponentType> {
  await loadLegalDocument(lang, doc)
  return page
}
