import { LANGS, type Lang } from '../../../shared/i18n.ts'
import { fieldKey, isMissing } from '../../../shared/translations.ts'
import { useT } from '../lib/i18n.ts'
import { splitList } from '../lib/lists.ts'
import { TextAreaField, TextField } from './fields.tsx'

const TAG: Record<Lang, string> = { tr: 'TR', en: 'EN', es: 'ES' }

/**
 * The three keys of one text: `name_tr`, `name_en`, `name_es`, or with `spec` the spec's own
 * field for Turkish and its twins beside it (`site_title`, `site_title_en`, `site_title_es`).
 */
export type LocalizedKey<K extends string, Spec extends boolean> = Spec extends true
  ? K | `${K}_${Exclude<Lang, 'tr'>}`
  : `${K}_${Lang}`

/**
 * One text in the three languages side by side (stacked on narrow screens). Each input is
 * labelled "<label> TR/EN/ES". An English or Spanish field that lacks its translation while the
 * Turkish one is filled is marked "Çeviri eksik" and shows the Turkish text under it, so the admin
 * translates without scrolling back. With `list` the values are comma-separated lines (spec lines,
 * applications), and a translation with fewer lines than the Turkish one counts as missing.
 */
export function LocalizedFields<K extends string, Spec extends boolean = false>({
  label,
  base,
  values,
  onChange,
  spec,
  list = false,
  hint,
  multiline = false,
  rows = 3,
  required = false,
  error,
  maxLength,
}: {
  label: string
  base: K
  values: { [P in LocalizedKey<K, Spec>]?: string }
  onChange: (key: LocalizedKey<K, Spec>, value: string) => void
  /** Turkish in the unsuffixed field (`alt_text`, `alt_text_en`, `alt_text_es`). */
  spec?: Spec
  /** Comma-separated lines: missing is counted per line. */
  list?: boolean
  /** How to fill the text (e.g. how to separate lines), shown under the Turkish field. */
  hint?: string
  multiline?: boolean
  rows?: number
  /** Marks the Turkish field required (the fallback language). */
  required?: boolean
  /** Error of the Turkish field. */
  error?: string | null
  maxLength?: number
}) {
  const t = useT()
  const field = { base, naming: spec ? ('spec' as const) : ('suffix' as const) }
  const keyOf = (lang: Lang) => fieldKey(field, lang) as LocalizedKey<K, Spec>
  const valueOf = (lang: Lang) => (values as Record<string, string | undefined>)[keyOf(lang)] ?? ''
  const turkish = valueOf('tr')
  const lines = (text: string) => (list ? splitList(text) : text)
  return (
    <fieldset className="admin-i18n">
      <legend className="admin-i18n__legend">{label}</legend>
      <div className="admin-i18n__grid">
        {LANGS.map((lang) => {
          const key = keyOf(lang)
          const value = valueOf(lang)
          const missing = lang !== 'tr' && isMissing(lines(turkish), lines(value))
          // Visible: the language; heard: "<label> TR Türkçe", so every input has its own name.
          const fieldLabel = (
            <>
              <span className="visually-hidden">{label} </span>
              <span className="admin-lang-tag">{TAG[lang]}</span> {t(`admin.lang.${lang}`)}
              {missing && <span className="admin-missing-mark"> {t('admin.translation.missing')}</span>}
            </>
          )
          const reference = missing ? (
            <span className="admin-reference">
              {t('admin.translation.turkish', { text: turkish.trim() })}
            </span>
          ) : null
          const common = {
            label: fieldLabel,
            // The how-to hint once, under Turkish; the other columns show what is left to translate.
            hint: lang === 'tr' ? hint : reference,
            value,
            onChange: (next: string) => onChange(key, next),
            required: required && lang === 'tr',
            error: lang === 'tr' ? error : null,
            maxLength,
            className: missing ? 'is-missing' : undefined,
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
