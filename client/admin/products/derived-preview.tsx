import { LANGS } from '../../../shared/i18n.ts'
import type { SizeRow, Technical, Vocabularies } from '../../../shared/schemas/technical.ts'
import { deriveApplications, deriveSpecLines } from '../../../shared/technical-text.ts'
import { useT } from '../lib/i18n.ts'

/**
 * The spec lines and applications as the server will store them (shared/technical-text.ts derives both sides'
 * text), read-only: they are written by the technical data above, not typed.
 */
export function DerivedPreview({
  technical,
  sizes,
  vocabularies,
}: {
  technical: Technical
  sizes: readonly SizeRow[]
  vocabularies: Vocabularies
}) {
  const t = useT()
  const product = { technical, sizes }
  return (
    <section className="admin-derived" aria-label={t('admin.technical.preview')} data-section="derived">
      <p className="admin-field__hint">{t('admin.technical.previewHint')}</p>
      <dl>
        {LANGS.map((lang) => (
          <div key={lang}>
            <dt>
              {t('admin.products.specs')} ({lang.toUpperCase()})
            </dt>
            <dd data-derived={`specs-${lang}`}>
              {deriveSpecLines(product, vocabularies, lang).join(' | ') || '—'}
            </dd>
            <dt>
              {t('admin.products.applications')} ({lang.toUpperCase()})
            </dt>
            <dd data-derived={`applications-${lang}`}>
              {deriveApplications(product, vocabularies, lang).join(', ') || '—'}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
