import {
  ChartColumn,
  BookOpen,
  BookA,
  Building,
  Contact,
  Images,
  Inbox,
  Info,
  LayoutDashboard,
  LayoutGrid,
  type LucideIcon,
  Package,
  Settings,
} from 'lucide-react'
import type { AdminMessageId } from './i18n.ts'

export type NavItem = {
  /** Absolute path of the screen. */
  path: string
  label: AdminMessageId
  description: AdminMessageId
  icon: LucideIcon
}

/** Every admin screen, in one order for the sidebar and the dashboard cards, so both read alike. */
export const NAV_ITEMS: readonly NavItem[] = [
  {
    path: '/admin/products',
    label: 'admin.nav.products',
    description: 'admin.nav.products.desc',
    icon: Package,
  },
  { path: '/admin/sliders', label: 'admin.nav.sliders', description: 'admin.nav.sliders.desc', icon: Images },
  {
    path: '/admin/settings',
    label: 'admin.nav.settings',
    description: 'admin.nav.settings.desc',
    icon: Settings,
  },
  {
    path: '/admin/portfolio',
    label: 'admin.nav.portfolio',
    description: 'admin.nav.portfolio.desc',
    icon: LayoutGrid,
  },
  {
    path: '/admin/home-stats',
    label: 'admin.nav.homeStats',
    description: 'admin.nav.homeStats.desc',
    icon: ChartColumn,
  },
  {
    path: '/admin/corporate-cards',
    label: 'admin.nav.corporateCards',
    description: 'admin.nav.corporateCards.desc',
    icon: Building,
  },
  { path: '/admin/about', label: 'admin.nav.about', description: 'admin.nav.about.desc', icon: Info },
  {
    path: '/admin/contact',
    label: 'admin.nav.contact',
    description: 'admin.nav.contact.desc',
    icon: Contact,
  },
  {
    path: '/admin/vocabularies',
    label: 'admin.nav.vocabularies',
    description: 'admin.nav.vocabularies.desc',
    icon: BookA,
  },
  {
    path: '/admin/catalog',
    label: 'admin.nav.catalog',
    description: 'admin.nav.catalog.desc',
    icon: BookOpen,
  },
  {
    path: '/admin/inbox',
    label: 'admin.nav.inbox',
    description: 'admin.nav.inbox.desc',
    icon: Inbox,
  },
]

export const DASHBOARD_ITEM = { path: '/admin', label: 'admin.nav.dashboard', icon: LayoutDashboard } as const
