import { FormattedMessage } from 'react-intl'
import { Link } from '../../../components/link.tsx'
import type { PortfolioBlock, PortfolioCard } from '../../../../shared/schemas/blocks.ts'
import { pickText } from '../../../../shared/i18n.ts'
import { Icon } from '../../../components/icon.tsx'
import { responsiveImage } from '../../../components/responsive-image.ts'
import { useHref, useLang } from '../../../lib/lang.ts'
import { BlockFrame, type BlockStatus } from './block-parts.tsx'
import { gradientFor, portfolioColumns } from './home-data.ts'

/** Product group cards in a grid of 1 to 4 columns by their number. */
export function PortfolioSection({
  block,
  status,
  onRetry,
}: {
  block: PortfolioBlock | undefined
  status: BlockStatus
  onRetry: () => void
}) {
  const href = useHref()
  const allProducts = (
    <p className="home-portfolio__more">
      <Link className="button button--primary" to={href('products')}>
        <FormattedMessage id="home.portfolio.all" />
        <Icon name="arrow-right" size={18} />
      </Link>
    </p>
  )
  return (
    <BlockFrame name="portfolio" block={block} status={status} onRetry={onRetry} footer={allProducts}>
      {({ cards }) => (
        <ul className="portfolio-grid" data-columns={portfolioColumns(cards.length)}>
          {cards.map((card) => (
            <PortfolioItem key={card.id} card={card} />
          ))}
        </ul>
      )}
    </BlockFrame>
  )
}

function PortfolioItem({ card }: { card: PortfolioCard }) {
  const lang = useLang()
  const title = pickText(card, 'title', lang)
  return (
    <li className="portfolio-card">
      <div className="portfolio-card__media" style={{ background: gradientFor(card.color) }}>
        {card.image && (
          <img
            {...responsiveImage(card.image, '(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw')}
            alt=""
            width={600}
            height={450}
            loading="lazy"
            decoding="async"
            onError={(event) => {
              // A missing picture leaves the card's colour as its background.
              event.currentTarget.hidden = true
            }}
          />
        )}
      </div>
      <div className="portfolio-card__body">
        <h3 className="portfolio-card__title">{title}</h3>
        <p className="portfolio-card__text">{pickText(card, 'description', lang)}</p>
      </div>
    </li>
  )
}
