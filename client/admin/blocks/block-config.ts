import { Award, Cog, Factory, Globe, type LucideIcon, Shield, Star, TrendingUp, Users } from 'lucide-react'
import type { Block, FeatureCard, PortfolioCard, StatCard } from '../../../shared/schemas/blocks.ts'
import type { BlockArea } from '../../../shared/translations.ts'
import type { AdminMessageId } from '../lib/i18n.ts'
import { parseOrder } from '../lib/lists.ts'

export type CardKind = 'portfolio' | 'stat' | 'feature'
export type AnyCard = PortfolioCard | StatCard | FeatureCard
export type BlockData = Block<AnyCard>

/** What tells one home block's screen from the others: the shared BlockPage edits any of them. */
export type BlockConfig = {
  /** The block's store name, which is also its translation area. */
  block: BlockArea
  /** The block's admin API: titles at this path, cards below it at /cards. */
  api: string
  card: CardKind
  title: AdminMessageId
  intro: AdminMessageId
  /** The icons a card may show (none: the card has an image or a colour instead). */
  icons: readonly string[]
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
