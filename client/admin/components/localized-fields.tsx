import { LANGS, type Lang } from '../../../shared/i18n.ts'
import { useT } from '../lib/i18n.ts'
import { TextAreaField, TextField } from './fields.tsx'

const TAG: Record<Lang, string> = { tr: 'TR', en: 'EN', es: 'ES' }

/**
 * One text in the three languages side by side (stacked on narrow screens): `name_tr`,
 * `name_en`, `name_es` of `values`. Each input is labelled "<label> TR/EN/ES".
 */
export function LocalizedFields<K extends string>({
  label,
  base,
  values,
  onChange,
  multiline = false,
  rows = 3,
  required = false,
  error,
  maxLength,
}: {
  label: string
  base: K
  values: { [P in `${K}_${Lang}`]?: string }
  onChange: (key: `${K}_${Lang}`, value: string) => void
  multiline?: boolean
  rows?: number
  /** Marks the Turkish field required (the fallback language). */
  required?: boolean
  /** Error of the Turkish field. */
  error?: string | null
  maxLength?: number
}) {
  const t = useT()
  return (
    <fieldset className="admin-i18n">
      <legend className="admin-i18n__legend">{label}</legend>
      <div className="admin-i18n__grid">
        {LANGS.map((lang) => {
          const key = `${base}_${lang}` as `${K}_${Lang}`
          // Visible: the language; heard: "<label> TR Türkçe", so every input has its own name.
          const fieldLabel = (
            <>
              <span className="visually-hidden">{label} </span>
              <span className="admin-lang-tag">{TAG[lang]}</span> {t(`admin.lang.${lang}`)}
            </>
          )
          const common = {
            label: fieldLabel,
            value: values[key] ?? '',
            onChange: (value: string) => onChange(key, value),
            required: required && lang === 'tr',
            error: lang === 'tr' ? error : null,
            maxLength,
          }
          return multiline ? (
            <TextAreaField key={lang} rows={rows} {...common} />
          ) : (
            <TextField key={lang} {...common} />
          )
        })}
      </div>
    </fieldset>
  )
}
