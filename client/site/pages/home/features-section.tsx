import type { FeatureCard, FeaturesBlock } from '../../../../shared/schemas/blocks.ts'
import { pickText } from '../../../../shared/i18n.ts'
import { Icon } from '../../../components/icon.tsx'
import { useLang } from '../../../lib/lang.ts'
import { BlockFrame, type BlockStatus } from './block-parts.tsx'

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
  return (
    <BlockFrame name="features" block={block} status={status} onRetry={onRetry}>
      {({ cards }) => (
        <ul className="feature-grid">
          {cards.map((card) => (
            <FeatureItem key={card.id} card={card} />
          ))}
        </ul>
      )}
    </BlockFrame>
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
