import { escapeHtml } from '../../shared/escape-html.ts'
import { LANGS } from '../../shared/i18n.ts'
import type { PageData } from '../../shared/page-data.ts'
import { productGroup } from './product-structured-data.ts'
import { messageText, pageDescription, pageName, pageTitle } from '../../shared/page-title.ts'
import { localizePath, pagePath, splitLang } from '../../shared/routes.ts'
import type { PublicSettings } from '../../shared/schemas/settings.ts'
import { settingText } from '../../shared/settings-text.ts'

const OG_LOCALES = { tr: 'tr_TR', en: 'en_US', es: 'es_ES' } as const

/** JSON inside a script element: `<` escaped so content can never close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE_IN_SCRIPT, (char) => ESCAPED[char]!)
}
/** One pass over the page's state (tens of KB per render) instead of one per character. */
const UNSAFE_IN_SCRIPT = /[<\u2028\u2029]/g
const ESCAPED: Record<string, string> = { '<': '\\u003c', '\u2028': '\\u2028', '\u2029': '\\u2029' }

/**
 * Head tags of a public page, every text in the page's language: title, description, keywords,
 * canonical URL, hreflang alternates for every language and x-default, Open Graph (with the other
 * languages as og:locale:alternate) and Twitter cards, and JSON-LD (Organization, Product,
 * BreadcrumbList). Absolute URLs come from PUBLIC_URL; without it links stay site-relative.
 */
export function headTags(
  pageData: PageData,
  messages: Record<string, string>,
  publicUrl: string,
  settings: PublicSettings,
): string {
  const text = messageText(messages)
  const title = pageTitle(pageData, text)
  const description = pageDescription(
    pageData,
    text,
    settingText(settings, 'site_description', pageData.lang),
  )
  const keywords = settingText(settings, 'site_keywords', pageData.lang)
  const { path } = splitLang(new URL(pageData.url, 'http://local').pathname)
  const query = pageData.page === 'products' ? new URL(pageData.url, 'http://local').search : ''
  const abs = (p: string) => (/^https?:\/\//.test(p) ? p : `${publicUrl}${p}`)
  const canonical = abs(localizePath(pageData.lang, path) + query)
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
  ]
  if (keywords) tags.push(`<meta name="keywords" content="${escapeHtml(keywords)}" />`)
  tags.push(`<link rel="icon" href="${escapeHtml(settings.site_favicon || DEFAULT_FAVICON_URL)}" />`)
  if (pageData.status !== 200 || pageData.page === 'admin' || pageData.page === 'quotation') {
    tags.push('<meta name="robots" content="noindex" />')
    return tags.join('\n    ')
  }
  tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}" />`)
  for (const lang of LANGS) {
    tags.push(
      `<link rel="alternate" hreflang="${lang}" href="${escapeHtml(abs(localizePath(lang, path) + query))}" />`,
    )
  }
  tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(abs(path + query))}" />`)
  const image = pageData.page === 'product' ? (pageData.data.product.images[0] ?? '') : settings.site_logo
  // The product photo shows the product; the logo stands for the company.
  const imageAlt = pageData.page === 'product' ? pageName(pageData, text) : settings.company_name
  tags.push(
    `<meta property="og:type" content="${pageData.page === 'product' ? 'product' : 'website'}" />`,
    `<meta property="og:site_name" content="${escapeHtml(settings.company_name)}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    `<meta property="og:locale" content="${OG_LOCALES[pageData.lang]}" />`,
    ...LANGS.filter((lang) => lang !== pageData.lang).map(
      (lang) => `<meta property="og:locale:alternate" content="${OG_LOCALES[lang]}" />`,
    ),
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${escapeHtml(title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(description)}" />`,
  )
  if (image) {
    tags.push(
      `<meta property="og:image" content="${escapeHtml(abs(image))}" />`,
      `<meta property="og:image:alt" content="${escapeHtml(imageAlt)}" />`,
      `<meta name="twitter:image" content="${escapeHtml(abs(image))}" />`,
      `<meta name="twitter:image:alt" content="${escapeHtml(imageAlt)}" />`,
    )
  }
  tags.push(
    `<script type="application/ld+json">${scriptJson(structuredData(pageData, messages, abs, settings))}</script>`,
  )
  return tags.join('\n    ')
}

function structuredData(
  pageData: PageData,
  messages: Record<string, string>,
  abs: (p: string) => string,
  settings: PublicSettings,
): object[] {
  const home = abs(localizePath(pageData.lang, '/'))
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: settings.company_name,
    description: settingText(settings, 'site_description', pageData.lang),
    url: settings.company_website || home,
    ...(settings.site_logo ? { logo: abs(settings.site_logo) } : {}),
    email: settings.company_email,
    telephone: settings.company_phone,
    address: settingText(settings, 'company_address', pageData.lang),
    sameAs: [
      settings.social_linkedin,
      settings.social_instagram,
      settings.social_facebook,
      settings.social_twitter,
    ].filter(Boolean),
  }
  const items: object[] = [organization]
  const crumbs: { name: string; url: string }[] = [{ name: messages['nav.home'] ?? 'Home', url: home }]
  if (pageData.page === 'product' || pageData.page === 'products') {
    crumbs.push({
      name: messages['nav.products'] ?? '',
      url: abs(localizePath(pageData.lang, pagePath('products'))),
    })
  }
  if (pageData.page === 'standard') {
    // Home > Standards > DIN 933, and the standard as a term of the set of standards we make to.
    const list = {
      name: messages['page.standards.title'] ?? '',
      url: abs(localizePath(pageData.lang, pagePath('standards'))),
    }
    const { standard } = pageData.data
    crumbs.push(list)
    items.push({
      '@context': 'https://schema.org',
      '@type': 'DefinedTerm',
      name: standard.designation,
      termCode: standard.designation,
      description: standard.title,
      url: abs(pageData.url),
      inDefinedTermSet: { '@type': 'DefinedTermSet', name: list.name, url: list.url },
    })
  }
  if (pageData.page === 'product') {
    const { product } = pageData.data
    const url = abs(localizePath(pageData.lang, pagePath('product', { slug: product.slug })))
    crumbs.push({ name: product.name, url })
    items.push(productGroup(product, settings.company_name, url, messages, abs))
  } else if (pageData.page !== 'home' && pageData.page !== 'products') {
    crumbs.push({ name: pageName(pageData, messageText(messages)), url: abs(pageData.url) })
  }
  if (crumbs.length > 1) {
    items.push({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: crumbs.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.name,
        item: crumb.url,
      })),
    })
  }
  return items
}

/** Where pages point for their icon when no favicon is uploaded (served by server/routes/seo.ts). */
export const DEFAULT_FAVICON_URL = '/favicon.svg'

/** Without an uploaded favicon: the logo badge (first letter on navy) as an SVG document. */
export function defaultFavicon(companyName: string): string {
  const letter = escapeHtml((companyName.trim().charAt(0) || 'K').toLocaleUpperCase('tr'))
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="#0d2238"/><text x="32" y="44" font-family="Arial,sans-serif" font-size="38" font-weight="700" text-anchor="middle" fill="#f5a524">${letter}</text></svg>`
}
