import { type FormEvent, useCallback, useState } from 'react'
import { slugify } from '../../../shared/slug.ts'
import { CATEGORY_TEXTS, hasMissing, missingLangs } from '../../../shared/translations.ts'
import { Card } from '../components/card.tsx'
import { TextField } from '../components/fields.tsx'
import { LoadState } from '../components/load-state.tsx'
import { LocalizedFields } from '../components/localized-fields.tsx'
import { MissingBadge, MissingFilter } from '../components/missing-filter.tsx'
import { api } from '../lib/api.ts'
import { useT } from '../lib/i18n.ts'
import { useAdminAction } from '../lib/use-admin-action.ts'
import type { ApiState } from '../lib/use-api.ts'
import { useEditParam } from '../lib/use-list-params.ts'
import { confirmDiscard, useUnsavedForm } from '../lib/unsaved-changes.ts'
import type { PublicCategory as AdminCategory } from '../../../shared/schemas/category.ts'
import { FormActions } from '../components/form-actions.tsx'
import { EditDeleteActions } from '../components/row-actions.tsx'

type CategoryForm = { name_tr: string; name_en: string; name_es: string; slug: string }

const EMPTY: CategoryForm = { name_tr: '', name_en: '', name_es: '', slug: '' }

/**
 * Categories beside the products: create mode until one is picked for editing. The slug follows
 * the Turkish name (shared slugify) until the admin edits it. The list can be narrowed to
 * categories missing a translation; `?edit=<id>` opens one.
 */
export function CategoriesPanel({
  state,
  onChanged,
  missingOnly,
  onMissingOnly,
}: {
  state: ApiState<AdminCategory[]>
  onChanged: () => void
  missingOnly: boolean
  onMissingOnly: (on: boolean) => void
}) {
  const t = useT()
  const { dialog, run, busy } = useAdminAction()
  const [selected, setSelected] = useState<AdminCategory | null>(null)
  const [form, setForm] = useState<CategoryForm>(EMPTY)
  // The picked category as stored (or the empty form): the panel warns before leaving while it differs.
  const [opened, setOpened] = useState<CategoryForm>(EMPTY)
  useUnsavedForm(opened, form, 'category')
  const [slugEdited, setSlugEdited] = useState(false)
  const [nameError, setNameError] = useState(false)

  const slug = slugEdited ? form.slug : slugify(form.name_tr)

  const select = useCallback((category: AdminCategory | null) => {
    setSelected(category)
    const next = category
      ? {
          name_tr: category.name_tr,
          name_en: category.name_en,
          name_es: category.name_es,
          slug: category.slug,
        }
      : EMPTY
    setForm(next)
    setOpened(next)
    setSlugEdited(category !== null)
    setNameError(false)
  }, [])
  useEditParam(state.data, select)
  const missing = state.data?.filter((category) => hasMissing(category, CATEGORY_TEXTS))
  const shown = missingOnly ? missing : state.data

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (form.name_tr.trim() === '') {
      setNameError(true)
      return
    }
    const body = {
      name_tr: form.name_tr.trim(),
      name_en: form.name_en.trim(),
      name_es: form.name_es.trim(),
      // Untouched, the server generates it (and makes it unique); typed, it must be free.
      slug: slugEdited ? slugify(slug) : '',
    }
    await run({
      key: 'save',
      request: () =>
        selected
          ? api(`/api/admin/categories/${encodeURIComponent(selected.id)}`, { method: 'PUT', body })
          : api('/api/admin/categories', { method: 'POST', body }),
      success: { id: selected ? 'admin.categories.updated' : 'admin.categories.created' },
      failed: 'admin.categories.saveError',
      onDone: () => {
        select(null)
        state.reload()
        onChanged()
      },
    })
  }

  const remove = (category: AdminCategory) =>
    run({
      confirm: {
        title: t('admin.categories.deleteTitle'),
        message: t('admin.categories.confirmDelete', { name: category.name_tr }),
        warning: t('admin.categories.uncategorisedWarning', { count: category._count.products }),
      },
      request: () => api(`/api/admin/categories/${encodeURIComponent(category.id)}`, { method: 'DELETE' }),
      success: { id: 'admin.categories.deleted' },
      failed: 'admin.categories.deleteError',
      onDone: () => {
        if (selected?.id === category.id) select(null)
        state.reload()
        onChanged()
      },
    })

  return (
    <Card title={t('admin.categories.title')} className="admin-categories">
      <div className="admin-categories__layout">
        <form noValidate onSubmit={submit} className="admin-form admin-form--compact">
          <h3 className="admin-subtitle">
            {selected
              ? t('admin.categories.formEdit', { name: selected.name_tr })
              : t('admin.categories.formCreate')}
          </h3>
          <LocalizedFields
            label={t('admin.categories.name')}
            base="name"
            values={form}
            onChange={(key, value) => {
              setForm((current) => ({ ...current, [key]: value }))
              if (key === 'name_tr') setNameError(false)
            }}
            required
            maxLength={120}
            error={nameError ? t('admin.categories.nameRequired') : null}
          />
          <TextField
            label={t('admin.categories.slug')}
            hint={t('admin.categories.slugHint')}
            value={slug}
            maxLength={120}
            onChange={(value) => {
              setSlugEdited(true)
              setForm((current) => ({ ...current, slug: value }))
            }}
            onBlur={() => setForm((current) => ({ ...current, slug: slugify(slug) }))}
          />
          <FormActions
            saving={busy === 'save'}
            label={selected ? t('admin.categories.update') : t('admin.categories.create')}
            onCancel={selected ? () => select(null) : undefined}
          />
        </form>
        {shown ? (
          <div className="admin-form admin-form--compact">
            <div className="admin-list-filters">
              <MissingFilter checked={missingOnly} onChange={onMissingOnly} count={missing?.length ?? 0} />
            </div>
            {shown.length === 0 ? (
              <p className="admin-empty">
                {missingOnly ? t('admin.translation.noneMissing') : t('admin.categories.empty')}
              </p>
            ) : (
              <ul className="admin-list" aria-label={t('admin.categories.listLabel')}>
                {shown.map((category) => (
                  <li
                    key={category.id}
                    className={`admin-list__item${selected?.id === category.id ? ' is-selected' : ''}`}
                  >
                    <div className="admin-list__text">
                      <strong>{category.name_tr}</strong>
                      <span className="admin-muted">
                        /{category.slug} · {t('admin.categories.count', { count: category._count.products })}
                      </span>
                      <MissingBadge langs={missingLangs(category, CATEGORY_TEXTS)} />
                    </div>
                    <EditDeleteActions
                      name={category.name_tr}
                      iconOnly
                      onEdit={() =>
                        void confirmDiscard('category').then((discard) => discard && select(category))
                      }
                      onDelete={() => remove(category)}
                    />
                  </li>
                ))}
              </ul>
            )}
          </div>
        ) : (
          <LoadState error={state.error} onRetry={state.reload} />
        )}
      </div>
      {dialog}
    </Card>
  )
}
