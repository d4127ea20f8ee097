import { type FormEvent, useEffect, useRef, useState } from 'react'
import { Card } from '../components/card.tsx'
import { CheckboxField, SelectField } from '../components/fields.tsx'
import { ImageListField } from '../components/image-list-field.tsx'
import { ImageUploadField } from '../components/image-upload-field.tsx'
import { LocalizedFields } from '../components/localized-fields.tsx'
import { useToast } from '../components/toast.tsx'
import { api, errorText } from '../lib/api.ts'
import { failure, useT } from '../lib/i18n.ts'
import type { PublicCategory } from '../../../shared/schemas/category.ts'
import type { PublicProduct } from '../../../shared/schemas/product.ts'
import { emptyProductForm, NO_CATEGORY, productForm, productInput } from './product-types.ts'
import { FormActions } from '../components/form-actions.tsx'
import { HistoryButton } from '../revisions/history-button.tsx'
import { LoadState } from '../components/load-state.tsx'
import { useApi } from '../lib/use-api.ts'
import { useUnsavedSinceOpened } from '../lib/unsaved-changes.ts'
import type { Vocabularies } from '../../../shared/schemas/technical.ts'
import { DerivedPreview } from './derived-preview.tsx'
import { SizeTableEditor } from './size-table-editor.tsx'
import { TechnicalFields } from './technical-fields.tsx'

/**
 * Create mode (no product selected) or edit mode (one selected): three names, three
 * descriptions, category or none, technical data ("Teknik bilgiler"), the size table ("Ölçü
 * tablosu"), a read-only preview of the spec lines and applications derived from them, images, active.
 */
export function ProductForm({
  product,
  categories,
  onSaved,
  onCancel,
}: {
  product: PublicProduct | null
  categories: readonly PublicCategory[]
  onSaved: () => void
  onCancel: () => void
}) {
  const t = useT()
  const toast = useToast()
  const [form, setForm] = useState(() => (product ? productForm(product) : emptyProductForm()))
  useUnsavedSinceOpened(form, 'product')
  const [nameError, setNameError] = useState(false)
  const [saving, setSaving] = useState(false)
  const card = useRef<HTMLDivElement>(null)
  const {
    data: vocabularies,
    error: vocabularyError,
    reload: reloadVocabularies,
  } = useApi<Vocabularies>('/api/admin/vocabularies')

  useEffect(() => {
    card.current?.scrollIntoView({ block: 'start' })
    card.current?.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true })
  }, [])

  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) => {
    setForm((current) => ({ ...current, [key]: value }))
    if (key === 'name_tr') setNameError(false)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (form.name_tr.trim() === '') {
      setNameError(true)
      card.current?.querySelector<HTMLInputElement>('input')?.focus()
      return
    }
    setSaving(true)
    try {
      const body = productInput(form)
      if (product) {
        await api(`/api/admin/products/${encodeURIComponent(product.id)}`, { method: 'PUT', body })
        toast.success({ id: 'admin.products.updated' })
      } else {
        await api('/api/admin/products', { method: 'POST', body })
        toast.success({ id: 'admin.products.created' })
      }
      onSaved()
    } catch (error) {
      toast.error(failure(errorText(error), 'admin.error', 'admin.products.saveError'))
      setSaving(false)
    }
  }

  const uploadFields = { productName: form.name_tr }
  return (
    <div ref={card} className="admin-scroll-target">
      <Card
        title={
          product ? t('admin.products.formEdit', { name: product.name_tr }) : t('admin.products.formCreate')
        }
        className="admin-card--form"
        actions={product && <HistoryButton collection="products" id={product.id} />}
      >
        <form noValidate onSubmit={submit} className="admin-form">
          <LocalizedFields
            label={t('admin.products.name')}
            base="name"
            values={form}
            onChange={set}
            required
            maxLength={200}
            error={nameError ? t('admin.products.nameRequired') : null}
          />
          <LocalizedFields
            label={t('admin.products.description')}
            base="description"
            values={form}
            onChange={set}
            multiline
            rows={4}
            maxLength={5000}
          />
          <div className="admin-form__grid admin-form__grid--2">
            <SelectField
              label={t('admin.products.category')}
              value={form.categoryId}
              onChange={(value) => set('categoryId', value)}
            >
              <option value={NO_CATEGORY}>{t('admin.products.noCategory')}</option>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name_tr}
                </option>
              ))}
            </SelectField>
            <CheckboxField
              className="admin-field--align-end"
              label={t('admin.products.active')}
              hint={t('admin.products.activeHint')}
              checked={form.is_active}
              onChange={(value) => set('is_active', value)}
            />
          </div>
          {vocabularies ? (
            <>
              <TechnicalFields
                value={form.technical}
                vocabularies={vocabularies}
                onChange={(technical) => set('technical', technical)}
              />
              <SizeTableEditor
                rows={form.sizes}
                standards={form.technical.standards}
                onChange={(sizes) => set('sizes', sizes)}
              />
              <DerivedPreview technical={form.technical} sizes={form.sizes} vocabularies={vocabularies} />
            </>
          ) : (
            <LoadState error={vocabularyError} onRetry={reloadVocabularies} />
          )}
          <div className="admin-form__grid admin-form__grid--2">
            <ImageUploadField
              label={t('admin.products.mainImage')}
              value={form.main_image_url}
              onChange={(url) => set('main_image_url', url)}
              kind="product"
              fields={uploadFields}
            />
            <ImageListField
              label={t('admin.products.extraImages')}
              values={form.images}
              onChange={(urls) => set('images', urls)}
              kind="product"
              fields={uploadFields}
            />
          </div>
          <FormActions
            saving={saving}
            label={product ? t('admin.products.update') : t('admin.products.create')}
            onCancel={onCancel}
          />
        </form>
      </Card>
    </div>
  )
}
