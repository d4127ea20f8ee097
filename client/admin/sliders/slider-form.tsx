import { useState } from 'react'
import type { Slider, SliderInput } from '../../../shared/schemas/slider.ts'
import { EditForm } from '../components/edit-form.tsx'
import { CheckboxField, OrderField } from '../components/fields.tsx'
import { ImageUploadField } from '../components/image-upload-field.tsx'
import { LocalizedFields } from '../components/localized-fields.tsx'
import { useT } from '../lib/i18n.ts'
import { parseOrder } from '../lib/lists.ts'
import { useUnsavedSinceOpened } from '../lib/unsaved-changes.ts'

/** Slider create/edit: image required, alt text (the caption) in three languages, sort order an integer >= 0 (0 when blank). */
export function SliderForm({
  slider,
  defaultOrder,
  onSave,
  onCancel,
}: {
  slider: Slider | null
  defaultOrder: number
  onSave: (body: SliderInput) => Promise<void>
  onCancel: () => void
}) {
  const t = useT()
  const [image, setImage] = useState(slider?.image_url ?? '')
  const [alt, setAlt] = useState({
    alt_text: slider?.alt_text ?? '',
    alt_text_en: slider?.alt_text_en ?? '',
    alt_text_es: slider?.alt_text_es ?? '',
  })
  const [order, setOrder] = useState(String(slider?.sort_order ?? defaultOrder))
  const [active, setActive] = useState(slider?.is_active ?? true)
  const [errors, setErrors] = useState({ image: false, order: false })
  useUnsavedSinceOpened({ image, alt, order, active }, 'slider')

  const submit = () => {
    const sortOrder = parseOrder(order)
    const next = { image: image === '', order: sortOrder === null }
    setErrors(next)
    if (next.image || sortOrder === null) return undefined
    return onSave({
      image_url: image,
      alt_text: alt.alt_text.trim(),
      alt_text_en: alt.alt_text_en.trim(),
      alt_text_es: alt.alt_text_es.trim(),
      sort_order: sortOrder,
      is_active: active,
    })
  }

  return (
    <EditForm
      title={slider ? t('admin.sliders.formEdit') : t('admin.sliders.formCreate')}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <div className="admin-form__grid">
        <ImageUploadField
          label={t('admin.sliders.image')}
          value={image}
          onChange={(url) => {
            setImage(url)
            setErrors((current) => ({ ...current, image: false }))
          }}
          kind="slider"
          fields={{ title: alt.alt_text }}
          hint={t('admin.sliders.imageHint')}
          required
          error={errors.image ? t('admin.sliders.imageRequired') : null}
        />
        <div className="admin-form__stack">
          <OrderField
            label={t('admin.sliders.sortOrder')}
            hint={t('admin.sliders.sortOrderHint')}
            value={order}
            onChange={(value) => {
              setOrder(value)
              setErrors((current) => ({ ...current, order: false }))
            }}
            error={errors.order ? t('admin.sliders.sortOrderInvalid') : null}
          />
          <CheckboxField label={t('admin.active')} checked={active} onChange={setActive} />
        </div>
      </div>
      <LocalizedFields
        label={t('admin.sliders.alt')}
        base="alt_text"
        spec
        hint={t('admin.sliders.altHint')}
        values={alt}
        onChange={(key, value) => setAlt((current) => ({ ...current, [key]: value }))}
        maxLength={300}
      />
    </EditForm>
  )
}
