import { type FormEvent, useState } from 'react'
import type { ContactInfo } from '../../../shared/schemas/contact.ts'
import { Card } from '../components/card.tsx'
import { TextField } from '../components/fields.tsx'
import { LoadState } from '../components/load-state.tsx'
import { LocalizedFields } from '../components/localized-fields.tsx'
import { PageHeader } from '../components/page-header.tsx'
import { useToast } from '../components/toast.tsx'
import { api, errorText } from '../lib/api.ts'
import { useT } from '../lib/i18n.ts'
import { useApi } from '../lib/use-api.ts'
import { FormActions } from '../components/form-actions.tsx'

/** /admin/contact: the contact page record (same session key as every other screen). */
export function ContactPage() {
  const t = useT()
  const state = useApi<ContactInfo>('/api/admin/contact')
  return (
    <>
      <PageHeader title={t('admin.contact.title')} intro={t('admin.contact.intro')} />
      {state.data ? (
        <ContactForm contact={state.data} />
      ) : (
        <LoadState error={state.error} onRetry={state.reload} />
      )}
    </>
  )
}

function ContactForm({ contact }: { contact: ContactInfo }) {
  const t = useT()
  const toast = useToast()
  const [form, setForm] = useState(contact)
  const [saving, setSaving] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setSaving(true)
    try {
      const saved = await api<ContactInfo>('/api/admin/contact', { method: 'PUT', body: form })
      setForm(saved)
      toast.success({ id: 'admin.contact.saved' })
    } catch (error) {
      toast.error({
        id: 'admin.contact.error',
        values: { error: errorText(error) ?? t('admin.contact.unknownError') },
      })
    }
    setSaving(false)
  }

  const change = (key: string, value: string) => setForm((current) => ({ ...current, [key]: value }))
  return (
    <form noValidate onSubmit={submit} className="admin-form">
      <Card title={t('admin.contact.section.details')}>
        <div className="admin-form">
          <LocalizedFields
            label={t('admin.contact.address')}
            base="address"
            values={form}
            onChange={change}
            multiline
            rows={2}
            maxLength={500}
          />
          <LocalizedFields
            label={t('admin.contact.phone')}
            base="phone"
            values={form}
            onChange={change}
            maxLength={100}
          />
          <LocalizedFields
            label={t('admin.contact.email')}
            base="email"
            values={form}
            onChange={change}
            maxLength={200}
          />
          <LocalizedFields
            label={t('admin.contact.hours')}
            base="hours"
            values={form}
            onChange={change}
            multiline
            rows={3}
            maxLength={500}
          />
        </div>
      </Card>
      <Card title={t('admin.contact.section.more')}>
        <div className="admin-form__grid">
          <TextField
            label={t('admin.contact.email2')}
            hint={t('admin.contact.email2Hint')}
            type="email"
            value={form.email2}
            maxLength={200}
            onChange={(value) => change('email2', value)}
          />
          <TextField
            label={t('admin.contact.mapQuery')}
            hint={t('admin.contact.mapQueryHint')}
            value={form.map_query}
            maxLength={300}
            onChange={(value) => change('map_query', value)}
          />
        </div>
      </Card>
      <FormActions saving={saving} label={t('admin.save')} sticky />
    </form>
  )
}
