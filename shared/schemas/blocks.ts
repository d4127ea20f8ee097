import { type Static, Type } from 'typebox'
import { Id, localized, SafeUrl, ShortText, StringEnum } from './common.ts'

/** Icon sets fixed by the spec (section 3). */
export const STAT_ICONS = ['trending-up', 'star', 'factory', 'award'] as const
export const FEATURE_ICONS = ['shield', 'cog', 'factory', 'award', 'users', 'globe'] as const

const BlockTitles = {
  ...localized('title', () => ShortText(200)),
  ...localized('subtitle', () => ShortText(500)),
}
const CardBase = {
  id: Id,
  order: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
  is_active: Type.Boolean(),
}

export const StatCard = Type.Object(
  {
    ...CardBase,
    icon: StringEnum(STAT_ICONS),
    /** Text with an optional suffix, e.g. "100+" or "2000". */
    value: ShortText(20),
    ...localized('title', () => ShortText(120)),
    ...localized('subtitle', () => ShortText(300)),
  },
  { additionalProperties: false },
)
export type StatCard = Static<typeof StatCard>

export const PortfolioCard = Type.Object(
  {
    ...CardBase,
    ...localized('title', () => ShortText(120)),
    ...localized('description', () => ShortText(1000)),
    /** Style class text; also the fallback background when there is no image. */
    color: ShortText(120),
    image: SafeUrl,
  },
  { additionalProperties: false },
)
export type PortfolioCard = Static<typeof PortfolioCard>

export const FeatureCard = Type.Object(
  {
    ...CardBase,
    icon: StringEnum(FEATURE_ICONS),
    ...localized('title', () => ShortText(120)),
    ...localized('description', () => ShortText(1000)),
  },
  { additionalProperties: false },
)
export type FeatureCard = Static<typeof FeatureCard>

export const BlockHeader = Type.Object(BlockTitles, { additionalProperties: false })
export type BlockHeader = Static<typeof BlockHeader>

export const StatsBlock = Type.Object({ ...BlockTitles, cards: Type.Array(StatCard) })
export type StatsBlock = Static<typeof StatsBlock>
export const PortfolioBlock = Type.Object({ ...BlockTitles, cards: Type.Array(PortfolioCard) })
export type PortfolioBlock = Static<typeof PortfolioBlock>
export const FeaturesBlock = Type.Object({ ...BlockTitles, cards: Type.Array(FeatureCard) })
export type FeaturesBlock = Static<typeof FeaturesBlock>
