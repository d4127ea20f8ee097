import { type FormEvent, Fragment, useState } from 'react'
import { Link } from '../../components/link.tsx'
import { ADMIN_SCREENS } from '../../../shared/admin-screens.ts'
import { LANGS } from '../../../shared/i18n.ts'
import type { ContactInfo } from '../../../shared/schemas/contact.ts'
import { Card } from '../components/card.tsx'
import { TextField } from '../components/fields.tsx'
import { FormActions } from '../components/form-actions.tsx'
import { LocalizedFields } from '../components/localized-fields.tsx'
import { RecordScreen } from '../components/record-screen.tsx'
import { api } from '../lib/api.ts'
import { useT } from '../lib/i18n.ts'
import { useAdminAction } from '../lib/use-admin-action.ts'
import { useUnsavedForm } from '../lib/unsaved-changes.ts'
import { HistoryBar } from '../revisions/history-button.tsx'

/**
 * /admin/contact: the contact page's own texts (hours in three languages, second e-mail, map).
 * Address, phone and e-mail are settings, shown everywhere on the site from there: this screen
 * shows them read-only with a link to Ayarlar, so each fact has one place to edit it.
 */
export function ContactPage() {
  return (
    <RecordScreen
      title="admin.contact.title"
      intro="admin.contact.intro"
      api="/api/admin/contact"
      form={(contact: ContactInfo) => <ContactForm contact={contact} />}
    />
  )
}

function ContactForm({ contact }: { contact: ContactInfo }) {
  const t = useT()
  const { run, busy } = useAdminAction()
  const [form, setForm] = useState(contact)
  // What the server holds: the form warns before leaving while it differs.
  const [saved, setSaved] = useState(contact)
  useUnsavedForm(saved, form)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const body = {
      hours_tr: form.hours_tr,
      hours_en: form.hours_en,
      hours_es: form.hours_es,
      email2: form.email2,
      map_query: form.map_query,
    }
    void run({
      key: 'save',
      request: () => api<ContactInfo>('/api/admin/contact', { method: 'PUT', body }),
      success: { id: 'admin.contact.saved' },
      failedWith: 'admin.contact.error',
      failed: 'admin.contact.errorGeneric',
      onDone: (stored: ContactInfo) => {
        setSaved(stored)
        setForm(stored)
      },
    })
  }

  const change = (key: string, value: string) => setForm((current) => ({ ...current, [key]: value }))
  return (
    <form noValidate onSubmit={submit} className="admin-form">
      <HistoryBar collection="contact" />
      <Card title={t('admin.contact.section.facts')}>
        <p className="admin-muted admin-form__note">
          {t('admin.contact.factsNote')}{' '}
          <Link to={ADMIN_SCREENS.settings.path}>{t('admin.contact.factsLink')}</Link>
        </p>
        <dl className="admin-facts admin-contact-facts">
          {LANGS.map((lang) => (
            <Fragment key={lang}>
              <dt>
                {t('admin.contact.address')} <span className="admin-lang-tag">{lang.toUpperCase()}</span>
              </dt>
              <dd>{form[`address_${lang}`] || '–'}</dd>
            </Fragment>
          ))}
          <dt>{t('admin.contact.phone')}</dt>
          <dd>{form.phone_tr || '–'}</dd>
          <dt>{t('admin.contact.email')}</dt>
          <dd>{form.email_tr || '–'}</dd>
        </dl>
      </Card>
      <Card title={t('admin.contact.section.details')}>
        <div className="admin-form">
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
      <FormActions saving={busy !== null} label={t('admin.save')} sticky />
    </form>
  )
}
