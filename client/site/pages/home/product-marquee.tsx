import { type CSSProperties, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { localText } from '../../../../shared/i18n.ts'
import type { PublicSlider } from '../../../../shared/schemas/slider.ts'
import { Icon } from '../../../components/icon.tsx'
import { type BlockStatus, BlockMessage } from './block-parts.tsx'
import { useLang } from '../../../lib/lang.ts'
import { preloadable } from '../../../lib/preloadable.tsx'
import { MarqueeRow } from './marquee-row.tsx'

// The full-screen gallery is not in the page's first-load JavaScript: fetched once the page is idle.
const Gallery = preloadable(() => import('../../../components/gallery/gallery.tsx').then((m) => m.Gallery))

/** Seconds one image takes to pass: the loop speed stays the same whatever the count. */
const SECONDS_PER_IMAGE = 4

/**
 * Two rows of product images scrolling in opposite directions (the lower one reversed). Hover,
 * focus or the pause button stop them; a click opens the full-screen gallery on that image.
 * `sliders` are already distinct by image_url.
 */
export function ProductMarquee({
  sliders,
  status,
  onRetry,
}: {
  sliders: PublicSlider[]
  status: BlockStatus
  onRetry: () => void
}) {
  const intl = useIntl()
  const lang = useLang()
  const [open, setOpen] = useState<number | null>(null)
  const [paused, setPaused] = useState(false)
  const reversed = sliders.map((slider, index) => ({ slider, index })).reverse()
  const upper = sliders.map((slider, index) => ({ slider, index }))
  const style = {
    '--marquee-duration': `${Math.max(sliders.length, 4) * SECONDS_PER_IMAGE}s`,
  } as CSSProperties

  let body
  if (status !== 'ready') {
    body = (
      <BlockMessage status={status} errorId="home.sliders.error" onRetry={onRetry}>
        {' '}
        <FormattedMessage id="home.sliders.empty" />
      </BlockMessage>
    )
  } else if (sliders.length === 0) {
    body = (
      <p className="home-block__message" role="status">
        <FormattedMessage id="home.sliders.empty" />
      </p>
    )
  } else {
    body = (
      <div className={paused ? 'marquee is-paused' : 'marquee'} style={style}>
        <MarqueeRow items={upper} row="upper" eager={4} onOpen={setOpen} />
        <MarqueeRow items={reversed} row="lower" eager={0} onOpen={setOpen} hidden />
      </div>
    )
  }

  return (
    <section className="home-block home-marquee" aria-labelledby="home-marquee-title">
      <div className="container home-marquee__head">
        <h2 id="home-marquee-title" className="home-marquee__title">
          <FormattedMessage id="home.marquee.title" />
        </h2>
        {status === 'ready' && sliders.length > 0 && (
          <button
            type="button"
            className="home-marquee__toggle"
            aria-pressed={paused}
            onClick={() => setPaused((value) => !value)}
          >
            {paused ? <Icon name="play" /> : <Icon name="pause" />}
            <FormattedMessage id={paused ? 'home.marquee.play' : 'home.marquee.pause'} />
          </button>
        )}
      </div>
      {body}
      {open !== null && (
        <Gallery
          images={sliders.map((slider) => ({
            src: slider.image_url,
            alt: localText(slider, 'alt_text', lang),
          }))}
          index={open}
          onIndexChange={setOpen}
          onClose={() => setOpen(null)}
          label={intl.formatMessage({ id: 'gallery.label' })}
        />
      )}
    </section>
  )
}
