import { FormattedMessage, useIntl } from 'react-intl'
import type { ShownCatalogue } from '../../../../shared/schemas/catalogue.ts'
import { Icon } from '../../../components/icon.tsx'
import { useLang } from '../../../lib/lang.ts'
import { useSettings } from '../../../lib/settings.tsx'
import { PdfViewer } from './pdf-viewer.tsx'
import { useHydrated } from '../../../lib/use-hydrated.ts'
import { formatFileSize } from './viewer-controls.ts'

/**
 * The catalogue file with its download and open buttons: the page language's PDF, or the Turkish
 * one with a note saying so. The server (and a browser without JavaScript) shows a static preview;
 * the canvas viewer replaces it once the page has hydrated.
 */
export function CataloguePanel({ catalogue }: { catalogue: ShownCatalogue }) {
  const intl = useIntl()
  const hydrated = useHydrated()
  const pageLang = useLang()
  const url = catalogue.file_url
  const inOtherLanguage = catalogue.lang !== pageLang
  const facts = [
    'PDF',
    catalogue.size > 0 ? formatFileSize(catalogue.size, intl.locale) : '',
    catalogue.updated_at
      ? intl.formatMessage(
          { id: 'catalogue.viewer.updated' },
          { date: intl.formatDate(catalogue.updated_at, { dateStyle: 'long', timeZone: 'UTC' }) },
        )
      : '',
  ].filter(Boolean)

  return (
    <section className="catalogue-panel" aria-labelledby="catalogue-panel-title">
      <header className="catalogue-panel__bar">
        <span className="catalogue-panel__icon" aria-hidden="true">
          <Icon name="file-text" size={26} />
        </span>
        <div className="catalogue-panel__meta">
          <h2 id="catalogue-panel-title">
            <FormattedMessage id="catalogue.viewer.title" />
          </h2>
          <p>{facts.join(' · ')}</p>
          {inOtherLanguage && (
            <p className="catalogue-panel__note" data-testid="catalogue-language-note">
              <FormattedMessage id="catalogue.viewer.inTurkish" />
            </p>
          )}
        </div>
        <div className="catalogue-panel__actions">
          <a
            className="button button--accent"
            href={url}
            hrefLang={catalogue.lang}
            download={catalogue.file_name || 'katalog.pdf'}
          >
            <Icon name="download" size={18} />
            <FormattedMessage id="catalogue.viewer.download" />
          </a>
          <a
            className="button cp-button-outline"
            href={url}
            hrefLang={catalogue.lang}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Icon name="external-link" size={18} />
            <FormattedMessage id="catalogue.viewer.open" />
          </a>
        </div>
      </header>
      {hydrated ? <PdfViewer key={url} url={url} /> : <CataloguePreview />}
    </section>
  )
}

/** A drawn catalogue cover: what the page shows before (or without) the canvas viewer. */
function CataloguePreview() {
  const { company_name } = useSettings()
  return (
    <div className="catalogue-preview">
      <div className="catalogue-cover" aria-hidden="true">
        <span className="catalogue-cover__brand">{company_name}</span>
        <span className="catalogue-cover__title">
          <FormattedMessage id="catalogue.viewer.title" />
        </span>
        <span className="catalogue-cover__groups">
          <FormattedMessage id="catalogue.preview.groups" />
        </span>
        <span className="catalogue-cover__stripe" />
      </div>
      <p className="catalogue-preview__text">
        <FormattedMessage id="catalogue.preview.text" />
      </p>
    </div>
  )
}
