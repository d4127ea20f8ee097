import { ImageOff } from 'lucide-react'
import { type Column, DataTable } from '../components/data-table.tsx'
import { MissingBadge } from '../components/missing-filter.tsx'
import { EditDeleteActions } from '../components/row-actions.tsx'
import { StatusBadge } from '../components/status-badge.tsx'
import { useT } from '../lib/i18n.ts'
import type { PublicProduct } from '../../../shared/schemas/product.ts'
import { missingLangs, PRODUCT_TEXTS } from '../../../shared/translations.ts'

const SHOWN_SPECS = 3

/** Products list: image, names (and which translation is missing), category, first 3 specs then '+N daha', Aktif/Pasif. */
export function ProductTable({
  products,
  onEdit,
  onDelete,
  filtered = false,
  missingOnly = false,
}: {
  products: readonly PublicProduct[]
  /** The list is narrowed by a search: an empty list means no match rather than no products. */
  filtered?: boolean
  /** The list shows only products missing a translation. */
  missingOnly?: boolean
  onEdit: (product: PublicProduct) => void
  onDelete: (product: PublicProduct) => void
}) {
  const t = useT()
  const columns: Column<PublicProduct>[] = [
    {
      key: 'image',
      header: t('admin.products.col.image'),
      className: 'admin-table__thumb-cell',
      cell: (product) =>
        product.main_image_url ? (
          <img className="admin-thumb" src={product.main_image_url} alt={product.name_tr} loading="lazy" />
        ) : (
          <span className="admin-thumb admin-thumb--empty" title={t('admin.products.noImage')}>
            <ImageOff size={18} aria-hidden="true" />
            <span className="visually-hidden">{t('admin.products.noImage')}</span>
          </span>
        ),
    },
    {
      key: 'name',
      header: t('admin.products.col.name'),
      label: t('admin.products.col.name'),
      cell: (product) => (
        <div className="admin-names">
          <strong>{product.name_tr}</strong>
          {(product.name_en || product.name_es) && (
            <span className="admin-names__other">
              {[product.name_en, product.name_es].filter(Boolean).join(' · ')}
            </span>
          )}
          <MissingBadge langs={missingLangs(product, PRODUCT_TEXTS)} />
        </div>
      ),
    },
    {
      key: 'category',
      header: t('admin.products.col.category'),
      label: t('admin.products.col.category'),
      cell: (product) =>
        product.category ? (
          product.category.name_tr
        ) : (
          <span className="admin-muted">{t('admin.products.uncategorised')}</span>
        ),
    },
    {
      key: 'specs',
      header: t('admin.products.col.specs'),
      label: t('admin.products.col.specs'),
      cell: (product) => (
        <ul className="admin-chips">
          {product.specs.slice(0, SHOWN_SPECS).map((spec, index) => (
            <li key={`${spec}-${index}`} className="admin-chip">
              {spec}
            </li>
          ))}
          {product.specs.length > SHOWN_SPECS && (
            <li className="admin-chip admin-chip--more">
              {t('admin.products.more', { count: product.specs.length - SHOWN_SPECS })}
            </li>
          )}
        </ul>
      ),
    },
    {
      key: 'status',
      header: t('admin.status'),
      label: t('admin.status'),
      cell: (product) => <StatusBadge active={product.is_active} />,
    },
    {
      key: 'actions',
      header: <span className="visually-hidden">{t('admin.actions')}</span>,
      className: 'admin-table__actions',
      cell: (product) => (
        <EditDeleteActions
          name={product.name_tr}
          iconOnly
          onEdit={() => onEdit(product)}
          onDelete={() => onDelete(product)}
        />
      ),
    },
  ]
  return (
    <DataTable
      caption={t('admin.products.listTitle', { count: products.length })}
      rows={products}
      columns={columns}
      rowKey={(product) => product.id}
      rowClassName={(product) => (product.is_active ? undefined : 'is-inactive')}
      empty={
        filtered
          ? t('admin.products.noMatch')
          : missingOnly
            ? t('admin.translation.noneMissing')
            : t('admin.products.empty')
      }
    />
  )
}
