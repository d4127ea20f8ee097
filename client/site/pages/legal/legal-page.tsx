import { FormattedDate, FormattedMessage } from 'react-intl'
import type { Lang } from '../../../../shared/i18n.ts'
import { useLang } from '../../../lib/lang.ts'
import { PageHero } from '../../components/page-hero.tsx'
import { content as en } from './content/en.ts'
import { content as es } from './content/es.ts'
import { content as tr } from './content/tr.ts'
import type { LegalContent, LegalDocId } from './content/types.ts'
import { LegalArticle } from './legal-article.tsx'

/** When the texts were last revised (the same revision in every language). */
export const LEGAL_UPDATED = '2026-01-15'

// Imported statically (about 14 kB compressed for all three languages): a lazy chunk behind
// <Suspense> would be streamed by React as a separate segment with an inline script, which the
// page cache renders without a nonce, so the text would not show without JavaScript.
const CONTENT: Record<Lang, LegalContent> = { tr, en, es }

export function LegalPage({ doc }: { doc: LegalDocId }) {
  const content = CONTENT[useLang()]
  return (
    <>
      <PageHero title={<FormattedMessage id={`page.${doc}.title`} />}>
        <p>
          <FormattedMessage
            id="legal.updated"
            values={{ date: <FormattedDate value={LEGAL_UPDATED} dateStyle="long" timeZone="UTC" /> }}
          />
        </p>
      </PageHero>
      <LegalArticle doc={doc} document={content[doc]} notice={content.notice} />
    </>
  )
}
