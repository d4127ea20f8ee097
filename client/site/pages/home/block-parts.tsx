import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import type { Lang } from '../../../../shared/i18n.ts'
import { pickText } from '../../../../shared/i18n.ts'
import { useLang } from '../../../lib/lang.ts'

/** Where a home block's data stands: shown, on its way (client navigation) or failed. */
export type BlockStatus = 'ready' | 'loading' | 'error'

/** Title and subtitle of a home block, in the page language. */
export function BlockHeader({
  id,
  block,
  lang,
  tone = 'light',
}: {
  id: string
  block: object
  lang: Lang
  tone?: 'light' | 'dark'
}) {
  const subtitle = pickText(block, 'subtitle', lang)
  return (
    <header className={`home-block__header home-block__header--${tone}`}>
      <h2 id={id} className="home-block__title">
        {pickText(block, 'title', lang)}
      </h2>
      {subtitle && <p className="home-block__subtitle">{subtitle}</p>}
    </header>
  )
}

/** 'Yükleniyor...' while loading; the block's error text and a retry button after a failure. */
export function BlockMessage({
  status,
  errorId,
  onRetry,
  children,
}: {
  status: Exclude<BlockStatus, 'ready'>
  errorId: string
  onRetry: () => void
  children?: ReactNode
}) {
  if (status === 'loading') {
    return (
      <p className="home-block__message" role="status">
        <FormattedMessage id="common.loading" />
      </p>
    )
  }
  return (
    <div className="home-block__message home-block__message--error" role="alert">
      <p>
        <strong>
          <FormattedMessage id={errorId} />
        </strong>
        {children}
      </p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        <FormattedMessage id="home.retry" />
      </button>
    </div>
  )
}

/** 'Henüz kart eklenmemiş' for a block without active cards. */
export function EmptyCards() {
  return (
    <p className="home-block__message">
      <FormattedMessage id="home.cards.empty" />
    </p>
  )
}

/**
 * The frame of a home block (features, portfolio, stats): its section, named by its title once shown and busy while
 * loading; the loading or error message until the block is there; then its header and its cards, or the note that
 * it has none. Classes and ids follow the block's name: `home-stats`, `home-stats-title`, `home.stats.error`.
 */
export function BlockFrame<B extends { cards: readonly unknown[] }>({
  name,
  block,
  status,
  onRetry,
  tone,
  footer,
  children,
}: {
  name: 'features' | 'portfolio' | 'stats'
  block: B | undefined
  status: BlockStatus
  onRetry: () => void
  tone?: 'light' | 'dark'
  /** After the cards, or after the note that there are none. */
  footer?: ReactNode
  /** The cards, once the block is there and has some. */
  children: (block: B) => ReactNode
}) {
  const lang = useLang()
  const titleId = `home-${name}-title`
  return (
    <section
      className={`home-block home-${name}`}
      aria-labelledby={status === 'ready' && block ? titleId : undefined}
      aria-busy={status === 'loading'}
    >
      <div className="container">
        {status !== 'ready' || !block ? (
          <BlockMessage
            status={status === 'ready' ? 'loading' : status}
            errorId={`home.${name}.error`}
            onRetry={onRetry}
          />
        ) : (
          <>
            <BlockHeader id={titleId} block={block} lang={lang} tone={tone} />
            {block.cards.length === 0 ? <EmptyCards /> : children(block)}
            {footer}
          </>
        )}
      </div>
    </section>
  )
}
