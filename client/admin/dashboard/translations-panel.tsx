import { Languages } from 'lucide-react'
import { Link } from '../../components/link.tsx'
import { BLOCK_HEADER_ID, type TranslationReport } from '../../../shared/translations.ts'
import { useT } from '../lib/i18n.ts'
import { AREA_LABELS, fieldLabel } from './translation-labels.ts'

/** Records listed per area; the rest are one click away in the filtered list. */
const SHOWN_RECORDS = 5

/**
 * "Eksik çeviriler" on the dashboard: how many English and Spanish texts are missing, and for each
 * screen the records that lack them, each a link to its form.
 */
export function TranslationsPanel({ report }: { report: TranslationReport }) {
  const t = useT()
  const done = report.areas.length === 0
  return (
    <section className="admin-translations" aria-labelledby="admin-translations-title">
      <header className="admin-translations__head">
        <h2 id="admin-translations-title" className="admin-translations__title">
          <Languages size={18} aria-hidden="true" />
          {t('admin.dashboard.translations.title')}
        </h2>
        <p className="admin-translations__totals">
          <span
            className={`admin-badge ${report.missing.en > 0 ? 'admin-badge--accent' : 'admin-badge--success'}`}
          >
            {t('admin.dashboard.translations.en', { count: report.missing.en })}
          </span>
          <span
            className={`admin-badge ${report.missing.es > 0 ? 'admin-badge--accent' : 'admin-badge--success'}`}
          >
            {t('admin.dashboard.translations.es', { count: report.missing.es })}
          </span>
        </p>
      </header>
      {done ? (
        <p className="admin-muted">{t('admin.dashboard.translations.none')}</p>
      ) : (
        <>
          <p className="admin-muted admin-translations__intro">{t('admin.dashboard.translations.intro')}</p>
          <ul className="admin-translations__areas">
            {report.areas.map((area) => (
              <li key={area.area} className="admin-translations__area">
                <div className="admin-translations__area-head">
                  <Link to={area.link} className="admin-translations__area-link">
                    {t(AREA_LABELS[area.area])}
                  </Link>
                  <span className="admin-muted">
                    {t('admin.dashboard.translations.areaCount', area.missing)}
                  </span>
                </div>
                <ul className="admin-translations__records">
                  {area.records.slice(0, SHOWN_RECORDS).map((record) => (
                    <li key={record.id}>
                      {/* One-record screens (settings, about, contact) are the area link itself. */}
                      {record.link !== area.link && (
                        <Link to={record.link}>
                          {record.id === BLOCK_HEADER_ID
                            ? t('admin.dashboard.translations.blockTitles')
                            : record.label || t('admin.dashboard.translations.unnamed')}
                        </Link>
                      )}
                      <span className="admin-translations__texts">
                        {record.texts
                          .map((text) =>
                            t('admin.dashboard.translations.text', {
                              field: t(fieldLabel(area.area, text.field)),
                              langs: text.langs.map((lang) => lang.toUpperCase()).join(', '),
                            }),
                          )
                          .join(' · ')}
                      </span>
                    </li>
                  ))}
                  {area.records.length > SHOWN_RECORDS && (
                    <li>
                      <Link to={area.link} className="admin-translations__more">
                        {t('admin.dashboard.translations.more', {
                          count: area.records.length - SHOWN_RECORDS,
                        })}
                      </Link>
                    </li>
                  )}
                </ul>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
