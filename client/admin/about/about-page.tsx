import { type FormEvent, useState } from 'react'
import type { About } from '../../../shared/schemas/about.ts'
import { Card } from '../components/card.tsx'
import { LoadState } from '../components/load-state.tsx'
import { LocalizedFields } from '../components/localized-fields.tsx'
import { PageHeader } from '../components/page-header.tsx'
import { useToast } from '../components/toast.tsx'
import { api } from '../lib/api.ts'
import { type AdminMessageId, useT } from '../lib/i18n.ts'
import { useApi } from '../lib/use-api.ts'
import { FormActions } from '../components/form-actions.tsx'

type AboutField =
  | 'aboutText'
  | 'companyDescription1'
  | 'companyDescription2'
  | 'companyDescription3'
  | 'mission'
  | 'vision'
  | 'commitmentTitle'
  | 'commitmentStatement'

/** The about record's fields, grouped as the public page shows them. */
const SECTIONS: { title: AdminMessageId; fields: { base: AboutField; rows: number; max: number }[] }[] = [
  {
    title: 'admin.about.section.company',
    fields: [
      { base: 'aboutText', rows: 4, max: 5000 },
      { base: 'companyDescription1', rows: 4, max: 5000 },
      { base: 'companyDescription2', rows: 4, max: 5000 },
      { base: 'companyDescription3', rows: 4, max: 5000 },
    ],
  },
  {
    title: 'admin.about.section.mission',
    fields: [
      { base: 'mission', rows: 4, max: 3000 },
      { base: 'vision', rows: 4, max: 3000 },
    ],
  },
  {
    title: 'admin.about.section.commitment',
    fields: [
      { base: 'commitmentTitle', rows: 1, max: 200 },
      { base: 'commitmentStatement', rows: 4, max: 3000 },
    ],
  },
]

/** /admin/about: every field in three languages; saved with PUT /api/admin/about/:id. */
export function AboutPage() {
  const t = useT()
  const state = useApi<About>('/api/admin/about')
  return (
    <>
      <PageHeader title={t('admin.about.title')} intro={t('admin.about.intro')} />
      {state.data ? (
        <AboutForm about={state.data} />
      ) : (
        <LoadState error={state.error} onRetry={state.reload} />
      )}
    </>
  )
}

function AboutForm({ about }: { about: About }) {
  const t = useT()
  const toast = useToast()
  const [form, setForm] = useState(about)
  const [saving, setSaving] = useState(false)
  // The update goes to the stored record by its id: a form without one has nothing to update.
  const canSave = Boolean(form.id)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!canSave) return
    setSaving(true)
    try {
      const saved = await api<About>(`/api/admin/about/${encodeURIComponent(form.id)}`, {
        method: 'PUT',
        body: form,
      })
      setForm(saved)
      toast.success({ id: 'admin.about.saved' })
    } catch {
      toast.error({ id: 'admin.about.error' })
    }
    setSaving(false)
  }

  const change = (key: string, value: string) => setForm((current) => ({ ...current, [key]: value }))
  return (
    <form noValidate onSubmit={submit} className="admin-form">
      <p className="admin-muted admin-form__note">{t('admin.about.requiredNote')}</p>
      {SECTIONS.map((section) => (
        <Card key={section.title} title={t(section.title)}>
          <div className="admin-form">
            {section.fields.map((field) => (
              <LocalizedFields
                key={field.base}
                label={t(`admin.about.${field.base}`)}
                base={field.base}
                values={form}
                onChange={change}
                multiline={field.rows > 1}
                rows={field.rows}
                maxLength={field.max}
                required
              />
            ))}
          </div>
        </Card>
      ))}
      {!canSave && (
        <p className="admin-alert admin-alert--warning" role="status">
          {t('admin.about.noId')}
        </p>
      )}
      <FormActions saving={saving} label={t('admin.about.save')} sticky disabled={!canSave} />
    </form>
  )
}
