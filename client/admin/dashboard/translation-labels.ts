import type { TranslationArea } from '../../../shared/translations.ts'
import type { AdminMessageId } from '../lib/i18n.ts'

/** Each area's name on the dashboard. */
export const AREA_LABELS: Record<TranslationArea, AdminMessageId> = {
  products: 'admin.translation.area.products',
  categories: 'admin.categories.title',
  sliders: 'admin.nav.sliders',
  settings: 'admin.nav.settings',
  portfolio: 'admin.nav.portfolio',
  homeStats: 'admin.nav.homeStats',
  features: 'admin.nav.corporateCards',
  about: 'admin.nav.about',
  contact: 'admin.nav.contact',
  vocabularies: 'admin.nav.vocabularies',
}

/** Field names as the forms label them, so the dashboard names a text the way its screen does. */
const FIELD_LABELS: Partial<Record<TranslationArea, Record<string, AdminMessageId>>> = {
  products: {
    name: 'admin.products.name',
    description: 'admin.products.description',
    specs: 'admin.products.specs',
    applications: 'admin.products.applications',
    notes: 'admin.technical.notes',
  },
  vocabularies: { label: 'admin.vocabularies.label' },
  categories: { name: 'admin.categories.name' },
  sliders: { alt_text: 'admin.sliders.alt' },
  settings: {
    site_title: 'admin.settings.site_title',
    site_description: 'admin.settings.site_description',
    site_keywords: 'admin.settings.site_keywords',
    iso_quality_text: 'admin.settings.iso_quality_text',
    footer_description: 'admin.settings.footer_description',
    company_address: 'admin.settings.company_address',
  },
  about: {
    aboutText: 'admin.about.aboutText',
    companyDescription1: 'admin.about.companyDescription1',
    companyDescription2: 'admin.about.companyDescription2',
    companyDescription3: 'admin.about.companyDescription3',
    mission: 'admin.about.mission',
    vision: 'admin.about.vision',
    commitmentTitle: 'admin.about.commitmentTitle',
    commitmentStatement: 'admin.about.commitmentStatement',
  },
  contact: { hours: 'admin.contact.hours' },
}

/** Block titles and cards share these. */
const BLOCK_FIELDS: Record<string, AdminMessageId> = {
  title: 'admin.block.title',
  subtitle: 'admin.block.subtitle',
  description: 'admin.block.cardDescription',
}

export function fieldLabel(area: TranslationArea, field: string): AdminMessageId {
  return FIELD_LABELS[area]?.[field] ?? BLOCK_FIELDS[field] ?? 'admin.translation.text'
}
