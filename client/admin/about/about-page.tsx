import { type FormEvent, useState } from 'react'
import type { About } from '../../../shared/schemas/about.ts'
import { Card } from '../components/card.tsx'
import { FormActions } from '../components/form-actions.tsx'
import { LocalizedFields } from '../components/localized-fields.tsx'
import { RecordScreen } from '../components/record-screen.tsx'
import { api } from '../lib/api.ts'
import { type AdminMessageId, useT } from '../lib/i18n.ts'
import { useAdminAction } from '../lib/use-admin-action.ts'
import { useUnsavedForm } from '../lib/unsaved-changes.ts'
import { HistoryBar } from '../revisions/history-button.tsx'

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
  return (
    <RecordScreen
      title="admin.about.title"
      intro="admin.about.intro"
      api="/api/admin/about"
      form={(about: About) => <AboutForm about={about} />}
    />
  )
}

function AboutForm({ about }: { about: About }) {
  const t = useT()
  const { run, busy } = useAdminAction()
  const [form, setForm] = useState(about)
  // What the server holds: the form warns before leaving while it differs.
  const [saved, setSaved] = useState(about)
  useUnsavedForm(saved, form)
  // The update goes to the stored record by its id: a form without one has nothing to update.
  const canSave = Boolean(form.id)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!canSave) return
    void run({
      key: 'save',
      request: () =>
        api<About>(`/api/admin/about/${encodeURIComponent(form.id)}`, { method: 'PUT', body: form }),
      success: { id: 'admin.about.saved' },
      // This screen's failure has always been the one message, whatever reason the server gives.
      failedWith: 'admin.about.error',
      failed: 'admin.about.error',
      onDone: (stored: About) => {
        setSaved(stored)
        setForm(stored)
      },
    })
  }

  const change = (key: string, value: string) => setForm((current) => ({ ...current, [key]: value }))
  return (
    <form noValidate onSubmit={submit} className="admin-form">
      <HistoryBar collection="about" />
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
      <FormActions saving={busy !== null} label={t('admin.about.save')} sticky disabled={!canSave} />
    </form>
  )
}
