import { LANGS } from '../../../shared/i18n.ts'
import type { Catalogue } from '../../../shared/schemas/catalogue.ts'
import { LoadState } from '../components/load-state.tsx'
import { PageHeader } from '../components/page-header.tsx'
import { useT } from '../lib/i18n.ts'
import { useApi } from '../lib/use-api.ts'
import { CatalogLanguageCard } from './catalog-language-card.tsx'

/**
 * /admin/catalog: one catalogue PDF per language (name, size, date, link), each with its own upload;
 * Turkish is the fallback every other language's page shows while it has none.
 */
export function CatalogPage() {
  const t = useT()
  const state = useApi<Catalogue>('/api/admin/catalog')
  const catalogue = state.data
  return (
    <>
      <PageHeader title={t('admin.catalog.title')} intro={t('admin.catalog.intro')} />
      {!catalogue ? (
        <LoadState error={state.error} onRetry={state.reload} />
      ) : (
        LANGS.map((lang) => (
          <CatalogLanguageCard
            key={lang}
            lang={lang}
            catalogue={catalogue}
            onSaved={(saved) => state.setData(() => saved)}
          />
        ))
      )}
    </>
  )
}
