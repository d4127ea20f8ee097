import {
  BookA,
  BookOpen,
  Building,
  ClipboardList,
  ChartColumn,
  Contact,
  Images,
  Inbox,
  Info,
  LayoutDashboard,
  LayoutGrid,
  type LucideIcon,
  Package,
  Settings,
  UsersRound,
} from 'lucide-react'
import type { ComponentType } from 'react'
import {
  ADMIN_SCREEN_IDS,
  ADMIN_SCREENS,
  type AdminScreen,
  type AdminScreenId,
} from '../../shared/admin-screens.ts'
import type { Role } from '../../shared/roles.ts'
import type { DashboardStats } from '../../shared/schemas/stats.ts'
import { AboutPage } from './about/about-page.tsx'
import { AuditPage } from './audit/audit-page.tsx'
import { CatalogPage } from './catalog/catalog-page.tsx'
import { ContactPage } from './contact/contact-page.tsx'
import { CorporateCardsPage } from './corporate-cards/corporate-cards-page.tsx'
import { HomeStatsPage } from './home-stats/home-stats-page.tsx'
import { InboxPage } from './inbox/inbox-page.tsx'
import type { Msg } from './lib/i18n.ts'
import { PortfolioPage } from './portfolio/portfolio-page.tsx'
import { ProductsPage } from './products/products-page.tsx'
import { SettingsPage } from './settings/settings-page.tsx'
import { SlidersPage } from './sliders/sliders-page.tsx'
import { UsersPage } from './users/users-page.tsx'
import { VocabulariesPage } from './vocabularies/vocabularies-page.tsx'

/** What the browser adds to a screen of shared/admin-screens.ts (the server needs only its URL). */
type ScreenView = {
  Page: ComponentType
  icon: LucideIcon
  /** The figure on the screen's dashboard card, once GET /api/admin/stats has answered. */
  figure?: (stats: DashboardStats) => Msg
}

// `satisfies` makes the compiler demand a view for every screen of the list, and no other.
const VIEWS = {
  products: {
    Page: ProductsPage,
    icon: Package,
    figure: (stats) => ({
      id: 'admin.dashboard.stat.products',
      values: { active: stats.activeProducts, total: stats.products, categories: stats.categories },
    }),
  },
  sliders: {
    Page: SlidersPage,
    icon: Images,
    figure: (stats) => ({
      id: 'admin.dashboard.stat.sliders',
      values: { active: stats.activeSliders, total: stats.sliders },
    }),
  },
  settings: { Page: SettingsPage, icon: Settings },
  portfolio: { Page: PortfolioPage, icon: LayoutGrid },
  homeStats: { Page: HomeStatsPage, icon: ChartColumn },
  corporateCards: { Page: CorporateCardsPage, icon: Building },
  about: { Page: AboutPage, icon: Info },
  contact: { Page: ContactPage, icon: Contact },
  vocabularies: { Page: VocabulariesPage, icon: BookA },
  catalog: { Page: CatalogPage, icon: BookOpen },
  inbox: {
    Page: InboxPage,
    icon: Inbox,
    figure: (stats) => ({
      id: 'admin.dashboard.stat.inbox',
      values: { unhandled: stats.unhandledSubmissions, total: stats.submissions },
    }),
  },
  users: { Page: UsersPage, icon: UsersRound },
  audit: { Page: AuditPage, icon: ClipboardList },
} satisfies Record<AdminScreenId, ScreenView>

export type Screen = AdminScreen & ScreenView & { id: AdminScreenId }

/** Every admin screen in order: the routes, the sidebar and the dashboard's cards. */
export const SCREENS: readonly Screen[] = ADMIN_SCREEN_IDS.map((id) => ({
  id,
  ...ADMIN_SCREENS[id],
  ...VIEWS[id],
}))

/** The screens `role` may open, in order (the sidebar, the dashboard's cards, the routes that render). */
export function screensFor(role: Role): readonly Screen[] {
  return SCREENS.filter((screen) => screen.roles.includes(role))
}

/** The dashboard at /admin: the sidebar's first link, and the page that shows every screen as a card. */
export const DASHBOARD = { path: '/admin', label: 'admin.nav.dashboard', icon: LayoutDashboard } as const
