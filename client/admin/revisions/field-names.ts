import type { RevisionCollection } from '../../../shared/schemas/history.ts'
import type { TranslationArea } from '../../../shared/translations.ts'
import { fieldLabel } from '../dashboard/translation-labels.ts'
import type { AdminMessageId } from '../lib/i18n.ts'

/** Fields that are not texts a visitor reads, by their stored key, named as the forms name them. */
const FIELDS: Record<string, AdminMessageId> = {
  slug: 'admin.revisions.fieldName.slug',
  categoryId: 'admin.products.category',
  is_active: 'admin.products.active',
  main_image_url: 'admin.products.mainImage',
  images: 'admin.products.extraImages',
  sizes: 'admin.revisions.fieldName.sizes',
  technical: 'admin.revisions.fieldName.technical',
  specs_extra: 'admin.revisions.fieldName.specsExtra',
  applications_extra: 'admin.revisions.fieldName.applicationsExtra',
  cards: 'admin.revisions.fieldName.cards',
  created_at: 'admin.revisions.fieldName.created',
  updated_at: 'admin.revisions.fieldName.updated',
  order: 'admin.revisions.fieldName.order',
  materials: 'technical.materials',
  classes: 'technical.classes',
  finishes: 'technical.finishes',
  head: 'technical.head',
  drive: 'technical.drive',
  sectors: 'technical.sectors',
  certificates: 'technical.certificates',
}

const LANGUAGE: Record<string, AdminMessageId> = {
  tr: 'admin.vocabularies.label.tr',
  en: 'admin.vocabularies.label.en',
  es: 'admin.vocabularies.label.es',
}

/** The collections whose texts the translation report names (the catalogue has none). */
const AREAS: Partial<Record<RevisionCollection, TranslationArea>> = {
  products: 'products',
  categories: 'categories',
  sliders: 'sliders',
  settings: 'settings',
  vocabularies: 'vocabularies',
  homeStats: 'homeStats',
  portfolio: 'portfolio',
  features: 'features',
  about: 'about',
  contact: 'contact',
}

/**
 * A stored field's name in plain Turkish for the revisions view: `specs_en` is "Teknik Özellikler (İngilizce)",
 * `sizes` "Ölçü tablosu". A key it does not know is shown as stored, so nothing is ever hidden.
 */
export function fieldName(
  t: (id: AdminMessageId) => string,
  collection: string,
  key: string,
): { label: string; known: boolean } {
  const direct = FIELDS[key]
  if (direct) return { label: t(direct), known: true }
  const [, base = key, lang] = /^(.*?)(?:_(tr|en|es))?$/.exec(key) ?? []
  const area = AREAS[collection as RevisionCollection]
  const text = area ? fieldLabel(area, base) : undefined
  if (!text || text === 'admin.translation.text') return { label: key, known: false }
  return { label: lang ? `${t(text)} (${t(LANGUAGE[lang]!)})` : t(text), known: true }
}
