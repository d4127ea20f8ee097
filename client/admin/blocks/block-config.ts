import { Award, Cog, Factory, Globe, type LucideIcon, Shield, Star, TrendingUp, Users } from 'lucide-react'
import {
  type Block,
  FEATURE_ICONS,
  type FeatureCard,
  type PortfolioCard,
  STAT_ICONS,
  type StatCard,
} from '../../../shared/schemas/blocks.ts'
import type { AdminMessageId } from '../lib/i18n.ts'
import { parseOrder } from '../lib/lists.ts'

/** The three home blocks edited by one generic screen, by their store names (the API path is in the config). */
export type BlockId = 'portfolio' | 'homeStats' | 'features'
export type CardKind = 'portfolio' | 'stat' | 'feature'
export type AnyCard = PortfolioCard | StatCard | FeatureCard
export type BlockData = Block<AnyCard>

export type BlockConfig = {
  api: string
  card: CardKind
  title: AdminMessageId
  intro: AdminMessageId
  icons: readonly string[]
}

export const BLOCKS: Record<BlockId, BlockConfig> = {
  portfolio: {
    api: '/api/admin/portfolio',
    card: 'portfolio',
    title: 'admin.portfolio.title',
    intro: 'admin.portfolio.intro',
    icons: [],
  },
  homeStats: {
    api: '/api/admin/home-stats',
    card: 'stat',
    title: 'admin.homeStats.title',
    intro: 'admin.homeStats.intro',
    icons: STAT_ICONS,
  },
  features: {
    api: '/api/admin/home-features',
    card: 'feature',
    title: 'admin.features.title',
    intro: 'admin.features.intro',
    icons: FEATURE_ICONS,
  },
}

/**
 * Lucide icons for the allowed icon names of shared/schemas/blocks.ts (stat: trending-up, star, factory,
 * award; features: + shield, cog, users, globe).
 */
export const ICONS: Record<string, LucideIcon> = {
  'trending-up': TrendingUp,
  star: Star,
  factory: Factory,
  award: Award,
  shield: Shield,
  cog: Cog,
  users: Users,
  globe: Globe,
}

/** The card form as typed: every text field a string, order as text. */
export type CardForm = Record<string, string> & { order: string }

const TEXTS: Record<CardKind, readonly string[]> = {
  stat: ['icon', 'value', 'title_tr', 'title_en', 'title_es', 'subtitle_tr', 'subtitle_en', 'subtitle_es'],
  portfolio: [
    'title_tr',
    'title_en',
    'title_es',
    'description_tr',
    'description_en',
    'description_es',
    'color',
    'image',
  ],
  feature: ['icon', 'title_tr', 'title_en', 'title_es', 'description_tr', 'description_en', 'description_es'],
}

export function cardForm(
  kind: CardKind,
  icons: readonly string[],
  card: AnyCard | null,
  order: number,
): CardForm {
  const source = (card ?? {}) as unknown as Record<string, unknown>
  const form: CardForm = { order: String(card?.order ?? order) }
  for (const key of TEXTS[kind]) {
    const value = source[key]
    form[key] = typeof value === 'string' ? value : key === 'icon' ? (icons[0] ?? '') : ''
  }
  return form
}

/** The body of POST/PUT .../cards: exactly the card's fields without id, or null when the order is invalid. */
export function cardInput(kind: CardKind, form: CardForm, active: boolean): Record<string, unknown> | null {
  const order = parseOrder(form.order)
  if (order === null) return null
  const body: Record<string, unknown> = { order, is_active: active }
  for (const key of TEXTS[kind]) body[key] = (form[key] ?? '').trim()
  return body
}
