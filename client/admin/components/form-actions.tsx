import { useT } from '../lib/i18n.ts'

type Props = {
  saving: boolean
  /** The submit button's text while not saving (it reads "Kaydediliyor..." while saving). */
  label: string
  /** Shows a Cancel button. */
  onCancel?: () => void
  /** Keeps the buttons in view at the bottom of a long page. */
  sticky?: boolean
  /** Submit disabled for another reason than saving (e.g. nothing valid to save). */
  disabled?: boolean
}

/** The submit (and optional Cancel) buttons at the foot of every admin form. */
export function FormActions({ saving, label, onCancel, sticky = false, disabled = false }: Props) {
  const t = useT()
  return (
    <div className={sticky ? 'admin-form__actions admin-form__actions--sticky' : 'admin-form__actions'}>
      <button type="submit" className="admin-button admin-button--primary" disabled={saving || disabled}>
        {saving ? t('admin.saving') : label}
      </button>
      {onCancel && (
        <button type="button" className="admin-button" onClick={onCancel} disabled={saving}>
          {t('admin.cancel')}
        </button>
      )}
    </div>
  )
}
