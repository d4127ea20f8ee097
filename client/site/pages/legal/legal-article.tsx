import { FormattedMessage } from 'react-intl'
import { Link } from '../../../components/link.tsx'
import type { ReactNode } from 'react'
import { DEFAULT_LANG } from '../../../../shared/i18n.ts'
import { useHref, useLang } from '../../../lib/lang.ts'
import { useSettings } from '../../../lib/settings.tsx'
import type { LegalBlock, LegalDocId, LegalDocument } from './content/types.ts'

const PLACEHOLDER = /\{(company|email|address|kvkk|privacy)\}/g
const DOCS: { id: LegalDocId; title: string }[] = [
  { id: 'privacy', title: 'page.privacy.title' },
  { id: 'terms', title: 'page.terms.title' },
  { id: 'kvkk', title: 'page.kvkk.title' },
]

type Values = Record<string, ReactNode>

/** Replaces placeholders with settings values or links; null when a needed value is missing. */
function fill(text: string, values: Values): ReactNode[] | null {
  const parts: ReactNode[] = []
  let last = 0
  for (const match of text.matchAll(PLACEHOLDER)) {
    const value = values[match[1] ?? '']
    if (value === '' || value === undefined) return null
    parts.push(text.slice(last, match.index), <span key={match.index}>{value}</span>)
    last = match.index + match[0].length
  }
  parts.push(text.slice(last))
  return parts
}

function Block({ block, values }: { block: LegalBlock; values: Values }) {
  if (typeof block === 'string') {
    const text = fill(block, values)
    return text && <p>{text}</p>
  }
  const items = block.list.map((item) => fill(item, values)).filter((item) => item !== null)
  if (items.length === 0) return null
  return (
    <ul>
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  )
}

/** One legal text with its table of contents and links to the other two. */
export function LegalArticle({ doc, document }: { doc: LegalDocId; document: LegalDocument }) {
  const settings = useSettings()
  const lang = useLang()
  const href = useHref()
  const values: Values = {
    company: settings.company_name,
    email: settings.email && <a href={`mailto:${settings.email}`}>{settings.email}</a>,
    // The address as written for readers of this language (street names stay Turkish).
    address: settings.address,
    kvkk: (
      <Link to={href('kvkk')}>
        <FormattedMessage id="page.kvkk.title" />
      </Link>
    ),
    privacy: (
      <Link to={href('privacy')}>
        <FormattedMessage id="page.privacy.title" />
      </Link>
    ),
  }
  return (
    <div className="container legal-layout">
      <aside className="legal-aside">
        <nav aria-labelledby="legal-toc" className="legal-toc">
          <h2 id="legal-toc" className="legal-aside__title">
            <FormattedMessage id="legal.toc" />
          </h2>
          <ol>
            {document.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <nav aria-labelledby="legal-related" className="legal-related">
          <h2 id="legal-related" className="legal-aside__title">
            <FormattedMessage id="legal.related" />
          </h2>
          <ul>
            {DOCS.filter((other) => other.id !== doc).map((other) => (
              <li key={other.id}>
                <Link to={href(other.id)}>
                  <FormattedMessage id={other.title} />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <article className="legal-article">
        {/* A translation says that the Turkish text prevails. */}
        {lang !== DEFAULT_LANG && (
          <p className="legal-article__notice">
            <FormattedMessage id="legal.translationNotice" />
          </p>
        )}
        <div className="legal-article__lead">
          {document.lead.map((block, index) => (
            <Block key={index} block={block} values={values} />
          ))}
        </div>
        {document.sections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
            <h2 id={`${section.id}-title`}>{section.title}</h2>
            {section.body.map((block, index) => (
              <Block key={index} block={block} values={values} />
            ))}
          </section>
        ))}
      </article>
    </div>
  )
}
