import { type TLiteral, type TSchema, type TUnion, Type } from 'typebox'
import { LANGS, type Lang } from '../i18n.ts'

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

/** `{ name_tr, name_en, name_es }` as a TypeBox object fragment, keeping static types. */
export function localized<B extends string, S extends TSchema>(base: B, make: () => S) {
  return Object.fromEntries(LANGS.map((lang) => [`${base}_${lang}`, make()])) as {
    [K in `${B}_${Lang}`]: S
  }
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
