import { useRef } from 'react'
import type { StatCard, StatsBlock } from '../../../../shared/schemas/blocks.ts'
import { pickText } from '../../../../shared/i18n.ts'
import { Icon } from '../../../components/icon.tsx'
import { useReducedMotion } from '../../../components/use-reduced-motion.ts'
import { counterText, formatCounter, parseCounter } from '../../../lib/format-counter.ts'
import { useLang } from '../../../lib/lang.ts'
import { BlockFrame, type BlockStatus } from './block-parts.tsx'
import { useCountUp } from './use-count-up.ts'

/** Statistics counting up once 30% of the block is in view. */
export function StatsSection({
  block,
  status,
  onRetry,
}: {
  block: StatsBlock | undefined
  status: BlockStatus
  onRetry: () => void
}) {
  const grid = useRef<HTMLUListElement>(null)
  const cards = block?.cards ?? []
  const reducedMotion = useReducedMotion()
  const progress = useCountUp(grid, status === 'ready' && cards.length > 0 && !reducedMotion)
  return (
    <BlockFrame name="stats" block={block} status={status} onRetry={onRetry} tone="dark">
      {() => (
        <ul className="stats-grid" ref={grid}>
          {cards.map((card) => (
            <StatItem key={card.id} card={card} progress={progress} />
          ))}
        </ul>
      )}
    </BlockFrame>
  )
}

function StatItem({ card, progress }: { card: StatCard; progress: number }) {
  const lang = useLang()
  const counter = parseCounter(card.value)
  const final = formatCounter(card.value, lang)
  const shown = counter && progress < 1 ? counterText(counter, counter.target * progress, lang) : final
  const subtitle = pickText(card, 'subtitle', lang)
  return (
    <li className="stat-card" data-icon={card.icon}>
      <span className="stat-card__icon">
        <Icon name={card.icon} />
      </span>
      {/* Screen readers get the final figure once, not every animation frame. */}
      <p className="stat-card__value" data-final={final}>
        <span aria-hidden="true">{shown}</span>
        <span className="visually-hidden">{final}</span>
      </p>
      <h3 className="stat-card__title">{pickText(card, 'title', lang)}</h3>
      {subtitle && <p className="stat-card__text">{subtitle}</p>}
    </li>
  )
}
