import { type FormEvent, useState } from 'react'
import type { SettingKey, Settings } from '../../../shared/schemas/settings.ts'
import type { TextSettingKey } from '../../../shared/settings-text.ts'
import { Card } from '../components/card.tsx'
import { TextAreaField, TextField } from '../components/fields.tsx'
import { FormActions } from '../components/form-actions.tsx'
import { ImageUploadField } from '../components/image-upload-field.tsx'
import { LocalizedFields } from '../components/localized-fields.tsx'
import { RecordScreen } from '../components/record-screen.tsx'
import { api } from '../lib/api.ts'
import { type AdminMessageId, useT } from '../lib/i18n.ts'
import { useAdminAction } from '../lib/use-admin-action.ts'
import { useUnsavedForm } from '../lib/unsaved-changes.ts'
import { HistoryBar } from '../revisions/history-button.tsx'

/** Settings that are words a visitor reads: edited in Turkish, English and Spanish. */
type WordKey = TextSettingKey
/** The rest: one value for every language (names, numbers, addresses of pages). */
type PlainKey = Exclude<SettingKey, 'site_logo' | 'site_favicon' | WordKey | `${WordKey}_${'en' | 'es'}`>
type FieldSpec =
  | {
      key: PlainKey
      words?: false
      type?: 'text' | 'email' | 'url' | 'tel'
      area?: boolean
      hint?: AdminMessageId
    }
  | { key: WordKey; words: true; area?: boolean; hint?: AdminMessageId }

/** Every settings key (shared/schemas/settings.ts), grouped; logo and favicon are uploads. */
const GROUPS: { title: AdminMessageId; fields: FieldSpec[] }[] = [
  {
    title: 'admin.settings.group.company',
    fields: [
      { key: 'company_name' },
      { key: 'company_phone', type: 'tel', hint: 'admin.settings.contactHint' },
      { key: 'company_email', type: 'email', hint: 'admin.settings.contactHint' },
      { key: 'company_website', type: 'url', hint: 'admin.settings.urlHint' },
      { key: 'company_address', words: true, area: true, hint: 'admin.settings.contactHint' },
      { key: 'iso_quality_text', words: true, hint: 'admin.settings.isoHint' },
      { key: 'footer_description', words: true, area: true, hint: 'admin.settings.footerHint' },
    ],
  },
  {
    title: 'admin.settings.group.social',
    fields: [
      { key: 'social_facebook', type: 'url', hint: 'admin.settings.socialHint' },
      { key: 'social_twitter', type: 'url', hint: 'admin.settings.socialHint' },
      { key: 'social_instagram', type: 'url', hint: 'admin.settings.socialHint' },
      { key: 'social_linkedin', type: 'url', hint: 'admin.settings.socialHint' },
    ],
  },
  {
    title: 'admin.settings.group.seo',
    fields: [
      { key: 'site_title', words: true },
      { key: 'site_keywords', words: true, hint: 'admin.settings.keywordsHint' },
      { key: 'site_description', words: true, area: true },
    ],
  },
]

/**
 * /admin/settings: the full settings object, saved with POST /api/admin/settings. The word
 * settings (titles, descriptions, the quality and footer texts, the address) have a field per language.
 */
export function SettingsPage() {
  return (
    <RecordScreen
      title="admin.settings.title"
      intro="admin.settings.intro"
      api="/api/admin/settings"
      form={(settings: Settings) => <SettingsForm settings={settings} />}
    />
  )
}

function SettingsForm({ settings }: { settings: Settings }) {
  const t = useT()
  const { run, busy } = useAdminAction()
  const [form, setForm] = useState(settings)
  // What the server holds: the form warns before leaving while it differs.
  const [saved, setSaved] = useState(settings)
  useUnsavedForm(saved, form)
  const set = (key: SettingKey, value: string) => setForm((current) => ({ ...current, [key]: value }))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    void run({
      key: 'save',
      request: () => api<Settings>('/api/admin/settings', { method: 'POST', body: form }),
      success: { id: 'admin.settings.saved' },
      failedWith: 'admin.settings.error',
      failed: 'admin.settings.errorGeneric',
      onDone: (stored: Settings) => {
        setSaved(stored)
        setForm(stored)
      },
    })
  }

  return (
    <form noValidate onSubmit={submit} className="admin-form">
      <HistoryBar collection="settings" />
      <Card title={t('admin.settings.group.branding')}>
        <div className="admin-form__grid">
          <ImageUploadField
            label={t('admin.settings.site_logo')}
            hint={t('admin.settings.logoHint')}
            value={form.site_logo}
            onChange={(url) => set('site_logo', url)}
            kind="logo"
            fields={{ type: 'logo' }}
          />
          <ImageUploadField
            label={t('admin.settings.site_favicon')}
            hint={t('admin.settings.faviconHint')}
            value={form.site_favicon}
            onChange={(url) => set('site_favicon', url)}
            kind="favicon"
            fields={{ type: 'favicon' }}
          />
        </div>
      </Card>
      {GROUPS.map((group) => (
        <Card key={group.title} title={t(group.title)}>
          <div className="admin-form__grid">
            {group.fields.map((field) =>
              field.words ? (
                <div key={field.key} className="admin-field--wide">
                  <LocalizedFields
                    label={t(`admin.settings.${field.key}`)}
                    base={field.key}
                    spec
                    hint={field.hint ? t(field.hint) : undefined}
                    values={form}
                    onChange={set}
                    multiline={field.area}
                    rows={field.area ? 3 : undefined}
                    maxLength={1000}
                  />
                </div>
              ) : field.area ? (
                <TextAreaField
                  key={field.key}
                  className="admin-field--wide"
                  label={t(`admin.settings.${field.key}`)}
                  hint={field.hint ? t(field.hint) : undefined}
                  value={form[field.key]}
                  rows={3}
                  maxLength={1000}
                  onChange={(value) => set(field.key, value)}
                />
              ) : (
                <TextField
                  key={field.key}
                  label={t(`admin.settings.${field.key}`)}
                  hint={field.hint ? t(field.hint) : undefined}
                  type={field.type}
                  value={form[field.key]}
                  maxLength={field.type === 'url' ? 2000 : 1000}
                  onChange={(value) => set(field.key, value)}
                />
              ),
            )}
          </div>
        </Card>
      ))}
      <FormActions saving={busy !== null} label={t('admin.settings.save')} sticky />
    </form>
  )
}
