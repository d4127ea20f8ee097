import type { Lang } from './i18n.ts'
import type { PublicSettings } from './schemas/settings.ts'
import { settingText } from './settings-text.ts'

/**
 * The settings a public page reads (header, footer, logo, legal and contact texts, the tab's
 * title), each word already in the page's language. Pages embed this, not the settings whole:
 * the head's description and keywords, the favicon and the other languages' twins are read only
 * by the server (server/ssr/seo.ts), and GET /api/settings keeps every key for its clients.
 */
export type PageSettings = {
  company_name: string
  site_logo: string
  site_title: string
  iso_quality_text: string
  footer_description: string
  address: string
  phone: string
  email: string
  linkedin: string
  instagram: string
  facebook: string
  twitter: string
}

export function pageSettings(settings: PublicSettings, lang: Lang): PageSettings {
  return {
    company_name: settings.company_name,
    site_logo: settings.site_logo,
    site_title: settingText(settings, 'site_title', lang),
    iso_quality_text: settingText(settings, 'iso_quality_text', lang),
    footer_description: settingText(settings, 'footer_description', lang),
    address: settingText(settings, 'company_address', lang),
    phone: settings.phone,
    email: settings.email,
    linkedin: settings.linkedin,
    instagram: settings.instagram,
    facebook: settings.facebook,
    twitter: settings.twitter,
  }
}
