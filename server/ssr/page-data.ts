import type { CommonData, PageData } from '../../shared/page-data.ts'
import { canonicalPage } from '../../shared/page-query.ts'
import type { PageId } from '../../shared/pages.ts'
import { isAdminPath, splitLang } from '../../shared/routes.ts'
import { pageSettings } from '../../shared/page-settings.ts'
import { publicCategories, publicSettings } from '../repositories/public-content.ts'
import type { Stores } from '../store/collections.ts'
import { type LoaderContext, PAGE_LOADERS, type PostedForm } from './page-loaders.ts'

type PageBase = Omit<PageData, 'page' | 'data'>

/**
 * Resolves a public URL (`/en/urunler?category=x`) to its page and the data it is rendered
 * with. The same function feeds server rendering and GET /api/page-data, so a page looks the
 * same whether it was the first one loaded or reached by client-side navigation. `posted`: a form posted to the
 * page (only the quote page reads one).
 */
export function loadPageData(stores: Stores, url: string, posted?: PostedForm): PageData {
  const parsed = new URL(url, 'http://local')
  const { lang } = splitLang(parsed.pathname)
  const settings = publicSettings(stores)
  if (isAdminPath(parsed.pathname)) {
    const common: CommonData = {
      settings: pageSettings(settings, 'tr'),
      categories: publicCategories(stores),
    }
    return { lang: 'tr', url: parsed.pathname + parsed.search, common, status: 200, page: 'admin', data: {} }
  }
  // Pages carry the settings they show, in their own language only (the admin edits all three).
  const common: CommonData = { settings: pageSettings(settings, lang), categories: publicCategories(stores) }
  const base: PageBase = { lang, url: parsed.pathname + parsed.search, common, status: 200 }
  // The loaders see only the parameters their page reads, as the cache keys them.
  const canonical = canonicalPage(url)
  const found =
    canonical?.page &&
    loadPage(canonical.page, base, {
      stores,
      lang,
      pathParams: canonical.pathParams,
      query: canonical.params,
      ...(posted ? { posted } : {}),
    })
  return found || { ...base, status: 404, page: 'not-found', data: {} }
}

function loadPage<P extends PageId>(page: P, base: PageBase, context: LoaderContext<P>): PageData | null {
  const data = PAGE_LOADERS[page](context)
  // TypeScript cannot relate a generic `P` to the PageData union; PAGE_LOADERS' type keeps
  // `data` the shape of `page`.
  return data === null ? null : ({ ...base, page, data } as PageData)
}
