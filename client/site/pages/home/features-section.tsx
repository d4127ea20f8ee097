import type { FeatureCard, FeaturesBlock } from '../../../../shared/schemas/blocks.ts'
import { pickText } from '../../../../shared/i18n.ts'
import { Icon } from '../../../components/icon.tsx'
import { useLang } from '../../../lib/lang.ts'
import { type BlockStatus, BlockHeader, BlockMessage, EmptyCards } from './block-parts.tsx'

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
  return (
    <li className="feature-card" data-icon={card.icon}>
      <span className="feature-card__icon">
        <Icon name={card.icon} />
      </span>
      <h3 className="feature-card__title">{pickText(card, 'title', lang)}</h3>
      <p className="feature-card__text">{pickText(card, 'description', lang)}</p>
    </li>
  )
}
