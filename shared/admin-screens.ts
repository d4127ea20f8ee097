import type adminTexts from './i18n/locales/tr/admin.json'
import { CONTENT_ROLES, DESK_ROLES, OWNER_ONLY, type Role } from './roles.ts'
import type { TranslationArea } from './translations.ts'

/** The id of an admin text (the admin panel is Turkish only: shared/i18n/locales/tr/admin.json). */
export type AdminTextId = keyof typeof adminTexts

/**
 * Where a screen shows a translation area. `list`: it lists the area's records with the "Çevirisi
 * eksik" filter (`?missing=1`) and opens one with `?edit=<id>`; otherwise the screen is one form.
 * `query` opens the part of the screen that holds the area (categories are a tab of the products screen).
 */
export type AreaPlace = { list: boolean; query?: string }

export type AdminScreen = {
  /** The screen's URL: the spec's, where the spec names one. */
  path: `/admin/${string}`
  label: AdminTextId
  description: AdminTextId
  /** The roles that see the screen (in the sidebar, the dashboard and its route); the server checks every call. */
  roles: readonly Role[]
  /** The translation areas whose missing texts the screen fixes: GET /api/admin/translations links there. */
  areas?: Partial<Record<TranslationArea, AreaPlace>>
}

const LIST: AreaPlace = { list: true }
const FORM: AreaPlace = { list: false }

/**
 * Every admin screen below the dashboard, in the order the sidebar and the dashboard's cards show
 * them. The browser's routes, sidebar and cards (client/admin/admin-screens.ts adds each screen's
 * component and icon) and the translation report's links all read this list. A screen's id, its
 * folder under client/admin/ and its message ids (`admin.<id>.*`, `admin.nav.<id>`) follow its URL.
 */
export const ADMIN_SCREENS = {
  products: {
    path: '/admin/products',
    label: 'admin.nav.products',
    roles: CONTENT_ROLES,
    description: 'admin.nav.products.desc',
    areas: { products: LIST, categories: { list: true, query: 'tab=categories' } },
  },
  sliders: {
    path: '/admin/sliders',
    label: 'admin.nav.sliders',
    roles: CONTENT_ROLES,
    description: 'admin.nav.sliders.desc',
    areas: { sliders: LIST },
  },
  settings: {
    path: '/admin/settings',
    label: 'admin.nav.settings',
    roles: CONTENT_ROLES,
    description: 'admin.nav.settings.desc',
    areas: { settings: FORM },
  },
  portfolio: {
    path: '/admin/portfolio',
    label: 'admin.nav.portfolio',
    roles: CONTENT_ROLES,
    description: 'admin.nav.portfolio.desc',
    areas: { portfolio: LIST },
  },
  homeStats: {
    path: '/admin/home-stats',
    label: 'admin.nav.homeStats',
    roles: CONTENT_ROLES,
    description: 'admin.nav.homeStats.desc',
    areas: { homeStats: LIST },
  },
  corporateCards: {
    path: '/admin/corporate-cards',
    label: 'admin.nav.corporateCards',
    roles: CONTENT_ROLES,
    description: 'admin.nav.corporateCards.desc',
    // The home block the spec calls "home features" (store `features`, API /api/admin/home-features).
    areas: { features: LIST },
  },
  about: {
    path: '/admin/about',
    label: 'admin.nav.about',
    roles: CONTENT_ROLES,
    description: 'admin.nav.about.desc',
    areas: { about: FORM },
  },
  contact: {
    path: '/admin/contact',
    label: 'admin.nav.contact',
    roles: CONTENT_ROLES,
    description: 'admin.nav.contact.desc',
    areas: { contact: FORM },
  },
  vocabularies: {
    path: '/admin/vocabularies',
    label: 'admin.nav.vocabularies',
    roles: CONTENT_ROLES,
    description: 'admin.nav.vocabularies.desc',
    // One form edits every kind's terms.
    areas: { vocabularies: FORM },
  },
  catalog: {
    path: '/admin/catalog',
    label: 'admin.nav.catalog',
    roles: CONTENT_ROLES,
    description: 'admin.nav.catalog.desc',
  },
  inbox: {
    path: '/admin/inbox',
    label: 'admin.nav.inbox',
    roles: DESK_ROLES,
    description: 'admin.nav.inbox.desc',
  },
  users: {
    path: '/admin/users',
    label: 'admin.nav.users',
    roles: OWNER_ONLY,
    description: 'admin.nav.users.desc',
  },
  audit: {
    path: '/admin/audit',
    label: 'admin.nav.audit',
    roles: OWNER_ONLY,
    description: 'admin.nav.audit.desc',
  },
} as const satisfies Record<string, AdminScreen>

export type AdminScreenId = keyof typeof ADMIN_SCREENS
export const ADMIN_SCREEN_IDS = Object.keys(ADMIN_SCREENS) as AdminScreenId[]

/** The screen that fixes each translation area, and where on it the area sits. */
const AREA_SCREENS = new Map<string, AreaPlace & { path: string }>(
  ADMIN_SCREEN_IDS.flatMap((id) => {
    const screen: AdminScreen = ADMIN_SCREENS[id]
    return Object.entries(screen.areas ?? {}).map(([area, place]) => [area, { ...place, path: screen.path }])
  }),
)

/** Where the admin fixes `area`'s missing texts (shared/translations.test.ts checks every area has one). */
export function areaScreen(area: TranslationArea): AreaPlace & { path: string } {
  const found = AREA_SCREENS.get(area)
  if (!found) throw new Error(`No admin screen fixes the translation area "${area}"`)
  return found
}
