import { FileSpreadsheet, Plus, Search } from 'lucide-react'
import { useCallback, useState } from 'react'
import { useSearchParams } from 'react-router'
import { matchesSearch } from '../../../shared/search.ts'
import { hasMissing, PRODUCT_TEXTS } from '../../../shared/translations.ts'
import { Card } from '../components/card.tsx'
import { LoadState } from '../components/load-state.tsx'
import { MissingFilter } from '../components/missing-filter.tsx'
import { PageHeader } from '../components/page-header.tsx'
import { api } from '../lib/api.ts'
import { useT } from '../lib/i18n.ts'
import { useAdminAction } from '../lib/use-admin-action.ts'
import { useApi } from '../lib/use-api.ts'
import { useEditParam, useMissingFilter } from '../lib/use-list-params.ts'
import { confirmDiscard } from '../lib/unsaved-changes.ts'
import { CategoriesPanel } from './categories-panel.tsx'
import { ProductForm } from './product-form.tsx'
import { ProductTable } from './product-table.tsx'
import { ProductsCsv } from './products-csv.tsx'
import type { PublicCategory as AdminCategory } from '../../../shared/schemas/category.ts'
import type { PublicProduct as AdminProduct } from '../../../shared/schemas/product.ts'

/**
 * /admin/products: the product list with its create/edit form, and the categories panel. The
 * address can pick the tab (`?tab=categories`), open a product (`?edit=<id>`) and filter the list
 * to products missing a translation (`?missing=1`): the dashboard links here that way.
 */
export function ProductsPage() {
  const t = useT()
  const products = useApi<AdminProduct[]>('/api/admin/products')
  const categories = useApi<AdminCategory[]>('/api/admin/categories')
  const [editing, setEditing] = useState<{ product: AdminProduct | null; key: number } | null>(null)
  const [query, setQuery] = useState('')
  const [params] = useSearchParams()
  const [tab, setTab] = useState<'products' | 'categories'>(() =>
    params.get('tab') === 'categories' ? 'categories' : 'products',
  )
  const [missingOnly, setMissingOnly] = useMissingFilter()
  const [csvOpen, setCsvOpen] = useState(false)
  const { dialog, run } = useAdminAction()

  // Opening another product replaces the form, and a tab hides the other's forms: asked first when they hold changes.
  const open = useCallback(
    (product: AdminProduct | null) =>
      void confirmDiscard('product').then((discard) => {
        if (!discard) return
        setTab('products')
        setEditing({ product, key: Date.now() })
      }),
    [],
  )
  const switchTab = (next: typeof tab) => {
    if (next !== tab) void confirmDiscard().then((discard) => discard && setTab(next))
  }
  useEditParam(tab === 'products' ? products.data : undefined, open)
  const saved = () => {
    setEditing(null)
    products.reload()
    categories.reload()
  }

  const remove = (product: AdminProduct) =>
    run({
      confirm: {
        title: t('admin.products.deleteTitle'),
        message: t('admin.products.confirmDelete', { name: product.name_tr }),
      },
      request: () => api(`/api/admin/products/${encodeURIComponent(product.id)}`, { method: 'DELETE' }),
      success: { id: 'admin.products.deleted' },
      failed: 'admin.products.deleteError',
      onDone: () => {
        if (editing?.product?.id === product.id) setEditing(null)
        products.reload()
        categories.reload()
      },
    })

  const missing = products.data?.filter((product) => hasMissing(product, PRODUCT_TEXTS))
  const list = (missingOnly ? missing : products.data)?.filter((product) =>
    [product.name_tr, product.name_en, product.name_es].some((name) => matchesSearch(name, query)),
  )

  return (
    <>
      <PageHeader
        title={t('admin.products.title')}
        intro={t('admin.products.intro')}
        actions={
          <>
            <button
              type="button"
              className="admin-button"
              aria-expanded={csvOpen}
              onClick={() => {
                switchTab('products')
                setCsvOpen(!csvOpen)
              }}
            >
              <FileSpreadsheet size={16} aria-hidden="true" />
              {t('admin.productsCsv.title')}
            </button>
            <button type="button" className="admin-button admin-button--primary" onClick={() => open(null)}>
              <Plus size={16} aria-hidden="true" />
              {t('admin.products.new')}
            </button>
          </>
        }
      />
      <div className="admin-segmented" role="group" aria-label={t('admin.products.sections')}>
        <button
          type="button"
          className="admin-segmented__item"
          aria-pressed={tab === 'products'}
          onClick={() => switchTab('products')}
        >
          {t('admin.products.listTitle', { count: products.data?.length ?? 0 })}
        </button>
        <button
          type="button"
          className="admin-segmented__item"
          aria-pressed={tab === 'categories'}
          onClick={() => switchTab('categories')}
        >
          {t('admin.categories.tab', { count: categories.data?.length ?? 0 })}
        </button>
      </div>
      {tab === 'categories' ? (
        <CategoriesPanel
          state={categories}
          onChanged={products.reload}
          missingOnly={missingOnly}
          onMissingOnly={setMissingOnly}
        />
      ) : (
        <>
          {csvOpen && <ProductsCsv onApplied={saved} />}
          {editing && (
            <ProductForm
              key={editing.key}
              product={editing.product}
              categories={categories.data ?? []}
              onSaved={saved}
              onCancel={() => setEditing(null)}
            />
          )}
          <Card
            title={t('admin.products.listTitle', { count: products.data?.length ?? 0 })}
            actions={
              <div className="admin-list-filters">
                <MissingFilter checked={missingOnly} onChange={setMissingOnly} count={missing?.length ?? 0} />
                <label className="admin-search">
                  <Search size={16} aria-hidden="true" />
                  <span className="visually-hidden">{t('admin.products.search')}</span>
                  <input
                    type="search"
                    className="admin-input"
                    placeholder={t('admin.products.searchPlaceholder')}
                    value={query}
                    onChange={(event) => setQuery(event.target.value)}
                  />
                </label>
              </div>
            }
          >
            {list ? (
              <ProductTable
                products={list}
                onEdit={open}
                onDelete={remove}
                filtered={query.trim() !== ''}
                missingOnly={missingOnly}
              />
            ) : (
              <LoadState error={products.error} onRetry={products.reload} />
            )}
          </Card>
        </>
      )}
      {dialog}
    </>
  )
}
