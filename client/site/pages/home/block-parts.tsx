import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import type { Lang } from '../../../../shared/i18n.ts'
import { pickText } from '../../../../shared/i18n.ts'

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
