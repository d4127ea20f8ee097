import { useState } from 'react'
import { EditForm } from '../components/edit-form.tsx'
import { CheckboxField, OrderField, SelectField, TextField } from '../components/fields.tsx'
import { ImageUploadField } from '../components/image-upload-field.tsx'
import { LocalizedFields } from '../components/localized-fields.tsx'
import { type AdminMessageId, useT } from '../lib/i18n.ts'
import { useUnsavedSinceOpened } from '../lib/unsaved-changes.ts'
import { type AnyCard, type BlockConfig, cardForm, cardInput, ICONS } from './block-config.ts'

/** Create or edit one card of a block; the fields follow the block's card kind. */
export function CardForm({
  config,
  card,
  defaultOrder,
  onSave,
  onCancel,
}: {
  config: BlockConfig
  card: AnyCard | null
  defaultOrder: number
  onSave: (body: Record<string, unknown>) => Promise<void>
  onCancel: () => void
}) {
  const t = useT()
  const [form, setForm] = useState(() => cardForm(config.card, config.icons, card, defaultOrder))
  const [active, setActive] = useState(card?.is_active ?? true)
  const [orderError, setOrderError] = useState(false)
  useUnsavedSinceOpened({ form, active }, 'card')

  const set = (key: string, value: string) => setForm((current) => ({ ...current, [key]: value }))
  const submit = () => {
    const body = cardInput(config.card, form, active)
    if (!body) setOrderError(true)
    return body ? onSave(body) : undefined
  }

  const values = form as Record<string, string>
  const second = config.card === 'stat' ? 'subtitle' : 'description'
  const Icon = form.icon ? ICONS[form.icon] : undefined
  return (
    <EditForm
      title={card ? t('admin.block.formEdit') : t('admin.block.formCreate')}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <div className="admin-form__grid admin-form__grid--3">
        {config.icons.length > 0 && (
          <div className="admin-icon-select">
            <SelectField
              label={t('admin.block.icon')}
              value={form.icon ?? ''}
              onChange={(value) => set('icon', value)}
            >
              {config.icons.map((icon) => (
                <option key={icon} value={icon}>
                  {t(`admin.icon.${icon}` as AdminMessageId)}
                </option>
              ))}
            </SelectField>
            <span className="admin-icon-select__preview" aria-hidden="true">
              {Icon && <Icon size={22} />}
            </span>
          </div>
        )}
        {config.card === 'stat' && (
          <TextField
            label={t('admin.block.value')}
            hint={t('admin.block.valueHint')}
            value={form.value ?? ''}
            maxLength={20}
            onChange={(value) => set('value', value)}
          />
        )}
        <OrderField
          label={t('admin.block.order')}
          hint={t('admin.block.orderHint')}
          value={form.order}
          onChange={(value) => {
            set('order', value)
            setOrderError(false)
          }}
          error={orderError ? t('admin.block.orderInvalid') : null}
        />
        <CheckboxField label={t('admin.active')} checked={active} onChange={setActive} />
      </div>
      <LocalizedFields
        label={t('admin.block.cardTitle')}
        base="title"
        values={values}
        onChange={set}
        maxLength={120}
      />
      <LocalizedFields
        label={config.card === 'stat' ? t('admin.block.cardSubtitle') : t('admin.block.cardDescription')}
        base={second}
        values={values}
        onChange={set}
        multiline={config.card !== 'stat'}
        rows={3}
        maxLength={config.card === 'stat' ? 300 : 1000}
      />
      {config.card === 'portfolio' && (
        <div className="admin-form__grid">
          <ImageUploadField
            label={t('admin.block.image')}
            value={form.image ?? ''}
            onChange={(url) => set('image', url)}
            kind="product"
            fields={{ productName: form.title_tr ?? '' }}
          />
          <div className="admin-form__stack">
            <TextField
              label={t('admin.block.imageUrl')}
              hint={t('admin.block.imageUrlHint')}
              value={form.image ?? ''}
              maxLength={2000}
              onChange={(value) => set('image', value)}
            />
            <TextField
              label={t('admin.block.color')}
              hint={t('admin.block.colorHint')}
              value={form.color ?? ''}
              maxLength={120}
              onChange={(value) => set('color', value)}
            />
          </div>
        </div>
      )}
    </EditForm>
  )
}
