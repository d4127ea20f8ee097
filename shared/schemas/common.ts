import { type TLiteral, type TSchema, type TUnion, Type } from 'typebox'
import { LANGS, type Lang } from '../i18n.ts'
import { type FieldMeta, withMeta } from './field-meta.ts'

/** Ids are server-chosen: short, URL-safe, never user input that reaches the file system. */
export const Id = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' })
export const IdParams = Type.Object({ id: Id }, { additionalProperties: false })

export const ShortText = (maxLength = 200) => Type.String({ maxLength })
export const LongText = (maxLength = 10_000) => Type.String({ maxLength })

/**
 * A link or image address a visitor's browser will follow: http(s), mailto, tel or a
 * site-relative path. `javascript:` and other schemes never validate.
 */
export const SafeUrl = Type.String({
  maxLength: 2000,
  pattern: '^(|https?://[^\\s]+|mailto:[^\\s]+|tel:[^\\s]+|/(?!/)[^\\s]*)$',
})

/**
 * `{ name_tr, name_en, name_es }` as a TypeBox object fragment, keeping static types; the fields are marked as a text
 * a visitor reads (the translation report finds them on the schema).
 */
export function localized<B extends string, S extends TSchema>(base: B, make: () => S) {
  return Object.fromEntries(
    LANGS.map((lang) => [`${base}_${lang}`, withMeta(make(), { text: { base, naming: 'suffix' } })]),
  ) as { [K in `${B}_${Lang}`]: S }
}

/**
 * `{ alt_text, alt_text_en, alt_text_es }`: the spec's field holds the Turkish text, the translations sit beside it
 * (`list`: lines, such as spec lines).
 */
export function specLocalized<B extends string, S extends TSchema>(
  base: B,
  make: () => S,
  options: { list?: true; meta?: Omit<FieldMeta, 'text'> } = {},
) {
  const text = { base, naming: 'spec' as const, ...(options.list ? { list: true as const } : {}) }
  return Object.fromEntries(
    LANGS.map((lang) => [
      lang === 'tr' ? base : `${base}_${lang}`,
      withMeta(make(), { ...options.meta, text }),
    ]),
  ) as { [K in B | `${B}_${Exclude<Lang, 'tr'>}`]: S }
}

/** A union of string literals that keeps its static type (`'a' | 'b'`), e.g. icon names. */
export function StringEnum<const T extends readonly string[]>(
  values: T,
  options: { default?: T[number] } = {},
) {
  return Type.Union(
    values.map((value) => Type.Literal(value)),
    options,
  ) as unknown as TUnion<{ -readonly [K in keyof T]: TLiteral<T[K]> }>
}
