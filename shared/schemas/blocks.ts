import { type Static, Type } from 'typebox'
import { Id, localized, SafeUrl, ShortText, StringEnum } from './common.ts'

/** The icons each card type may show (the public site draws exactly these). */
export const STAT_ICONS = ['trending-up', 'star', 'factory', 'award'] as const
export const FEATURE_ICONS = ['shield', 'cog', 'factory', 'award', 'users', 'globe'] as const

const BlockTitles = {
  ...localized('title', () => ShortText(200)),
  ...localized('subtitle', () => ShortText(500)),
}
const Order = Type.Integer({ minimum: 0, maximum: 1_000_000 })
const CardBase = { id: Id, order: Order, is_active: Type.Boolean() }
/** A card the admin sends has no id; left out, order puts it last and is_active makes it active. */
const CardInputBase = { order: Type.Optional(Order), is_active: Type.Optional(Type.Boolean()) }

const StatFields = {
  icon: StringEnum(STAT_ICONS),
  /** Text with an optional suffix, e.g. "100+" or "2000". */
  value: ShortText(20),
  ...localized('title', () => ShortText(120)),
  ...localized('subtitle', () => ShortText(300)),
}
const PortfolioFields = {
  ...localized('title', () => ShortText(120)),
  ...localized('description', () => ShortText(1000)),
  /** Style class text; also the fallback background when there is no image. */
  color: ShortText(120),
  image: SafeUrl,
}
const FeatureFields = {
  icon: StringEnum(FEATURE_ICONS),
  ...localized('title', () => ShortText(120)),
  ...localized('description', () => ShortText(1000)),
}
const closed = { additionalProperties: false } as const

export const StatCard = Type.Object({ ...CardBase, ...StatFields }, closed)
export type StatCard = Static<typeof StatCard>
export const PortfolioCard = Type.Object({ ...CardBase, ...PortfolioFields }, closed)
export type PortfolioCard = Static<typeof PortfolioCard>
export const FeatureCard = Type.Object({ ...CardBase, ...FeatureFields }, closed)
export type FeatureCard = Static<typeof FeatureCard>

/** What every card has, whatever its block. */
export type Card = { id: string; order: number; is_active: boolean }

/** The bodies of POST and PUT /api/admin/<block>/cards[/:id]. */
export const StatCardInput = Type.Object({ ...StatFields, ...CardInputBase }, closed)
export const PortfolioCardInput = Type.Object({ ...PortfolioFields, ...CardInputBase }, closed)
export const FeatureCardInput = Type.Object({ ...FeatureFields, ...CardInputBase }, closed)
/** The static type of those bodies, for any card type: the card without id, order and state optional. */
export type CardInput<C extends Card> = Omit<C, keyof Card> & Partial<Pick<C, 'order' | 'is_active'>>

/** A block's titles: the body of POST /api/admin/<block>. */
export const BlockHeader = Type.Object(BlockTitles, closed)
export type BlockHeader = Static<typeof BlockHeader>

/** A whole block as stored and answered: its titles and its cards. */
export type Block<C> = BlockHeader & { cards: C[] }
export const StatsBlock = Type.Object({ ...BlockTitles, cards: Type.Array(StatCard) })
export type StatsBlock = Static<typeof StatsBlock>
export const PortfolioBlock = Type.Object({ ...BlockTitles, cards: Type.Array(PortfolioCard) })
export type PortfolioBlock = Static<typeof PortfolioBlock>
export const FeaturesBlock = Type.Object({ ...BlockTitles, cards: Type.Array(FeatureCard) })
export type FeaturesBlock = Static<typeof FeaturesBlock>
