import type { TSchema } from 'typebox'

/**
 * Facts about a stored field that its validation does not say, kept on the field's schema so every list that needs
 * them (the translation report, the CSV) walks the record's schema instead of naming its fields again. Held under a
 * symbol: JSON Schema validators and serializers never see it.
 */

/**
 * A text a visitor reads, in three languages. `suffix`: every language has its own field (`name_tr`, `name_en`,
 * `name_es`); `spec`: the spec's unsuffixed field holds the Turkish text and the translations sit beside it
 * (`alt_text`, `alt_text_en`, `alt_text_es`). `list`: lines (spec lines) rather than one text. `within`: the fields
 * sit in that nested object of the record (a product's `technical.notes_tr`).
 */
export type TextField = { base: string; naming: 'suffix' | 'spec'; list?: true; within?: string }

/** How a field reads as one CSV cell; a field without it is written as its text. */
export type CsvCodec = 'list' | 'optional-id' | 'active' | 'sizes' | 'images' | 'category'

export type FieldMeta = {
  text?: Omit<TextField, 'within'>
  /** Written by the server from other fields on every write (a product's spec lines): never typed, never in the CSV. */
  derived?: true
  /**
   * The field's CSV column: `false` keeps it out of the file (derived or server-owned), a name puts it under
   * another column (the main picture shares `images`), a codec says how its cell reads.
   */
  csv?: false | { column?: string; codec?: CsvCodec }
}

const META = Symbol.for('fastener-site.field-meta')

type Marked = TSchema & { [META]?: FieldMeta }

/** A copy of `schema` with `meta` added (a copy: one schema, such as SafeUrl, serves many fields). */
export function withMeta<S extends TSchema>(schema: S, meta: FieldMeta): S {
  // Own property descriptors keep TypeBox's non-enumerable markers on the copy.
  const copy = Object.create(Object.getPrototypeOf(schema), Object.getOwnPropertyDescriptors(schema)) as S &
    Marked
  copy[META] = { ...(schema as Marked)[META], ...meta }
  return copy
}

export function metaOf(schema: TSchema): FieldMeta {
  return (schema as Marked)[META] ?? {}
}

/** The properties of an object schema, in their order (empty for any other schema). */
export function propertiesOf(schema: TSchema): [string, TSchema][] {
  const properties = (schema as { properties?: Record<string, TSchema> }).properties
  return properties ? Object.entries(properties) : []
}

/**
 * The translatable texts of a record's schema, each once, in the schema's order; then those of its nested objects (a
 * product's `technical`), one level down.
 */
export function textFields(schema: TSchema): TextField[] {
  const found: TextField[] = []
  const add = (field: TextField) => {
    if (!found.some((known) => known.base === field.base && known.within === field.within)) found.push(field)
  }
  const properties = propertiesOf(schema)
  for (const [, property] of properties) {
    const text = metaOf(property).text
    if (text) add(text)
  }
  for (const [key, property] of properties) {
    for (const [, inner] of propertiesOf(property)) {
      const text = metaOf(inner).text
      if (text) add({ ...text, within: key })
    }
  }
  return found
}
