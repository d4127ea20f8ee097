import { Award, Cog, Factory, Globe, type LucideIcon, Shield, Users } from 'lucide-react'
import type { FeatureCard, FeaturesBlock } from '../../../../shared/schemas/blocks.ts'
import { pickText } from '../../../../shared/i18n.ts'
import { useLang } from '../../../lib/lang.ts'
import { type BlockStatus, BlockHeader, BlockMessage, EmptyCards } from './block-parts.tsx'

const ICONS: Record<string, LucideIcon> = {
  shield: Shield,
  cog: Cog,
  factory: Factory,
  award: Award,
  users: Users,
  globe: Globe,
}

/** Corporate value cards ("Kurumsal Değerlerimiz"), each with its icon. */
export function FeaturesSection({
  block,
  status,
  onRetry,
}: {
  block: FeaturesBlock | undefined
  status: BlockStatus
  onRetry: () => void
}) {
  const lang = useLang()
  return (
    <section
      className="home-block home-features"
      aria-labelledby={status === 'ready' && block ? 'home-features-title' : undefined}
      aria-busy={status === 'loading'}
    >
      <div className="container">
        {status !== 'ready' || !block ? (
          <BlockMessage
            status={status === 'ready' ? 'loading' : status}
            errorId="home.features.error"
            onRetry={onRetry}
          />
        ) : (
          <>
            <BlockHeader id="home-features-title" block={block} lang={lang} />
            {block.cards.length === 0 ? (
              <EmptyCards />
            ) : (
              <ul className="feature-grid">
                {block.cards.map((card) => (
                  <FeatureItem key={card.id} card={card} />
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </section>
  )
}

function FeatureItem({ card }: { card: FeatureCard }) {
  const lang = useLang()
  const Icon = ICONS[card.icon] ?? Shield
  return (
    <li className="feature-card" data-icon={card.icon}>
      <span className="feature-card__icon">
        <Icon aria-hidden="true" />
      </span>
      <h3 className="feature-card__title">{pickText(card, 'title', lang)}</h3>
      <p className="feature-card__text">{pickText(card, 'description', lang)}</p>
    </li>
  )
}
