import { localText } from '../../../../shared/i18n.ts'
import type { PublicSlider } from '../../../../shared/schemas/slider.ts'
import { responsiveImage } from '../../../components/responsive-image.ts'
import { useLang } from '../../../lib/lang.ts'

type Item = { slider: PublicSlider; index: number }

/**
 * One scrolling row: the images twice in a track that moves by half its width, so the loop has
 * no seam. The second copy (and the whole lower row, which repeats the upper one) is hidden from
 * assistive technology and the Tab order; every copy still opens the gallery on click.
 */
export function MarqueeRow({
  items,
  row,
  eager,
  onOpen,
  hidden = false,
}: {
  items: Item[]
  row: 'upper' | 'lower'
  /** How many leading images load at once with high priority (the ones in the first view). */
  eager: number
  onOpen: (index: number) => void
  hidden?: boolean
}) {
  const lang = useLang()
  return (
    <div className={`marquee__row marquee__row--${row}`} data-row={row} aria-hidden={hidden || undefined}>
      <div className="marquee__track">
        {[0, 1].map((copy) => (
          <ul key={copy} className="marquee__list" aria-hidden={(!hidden && copy === 1) || undefined}>
            {items.map(({ slider, index }, position) => {
              const first = copy === 0 && position < eager
              const inert = hidden || copy === 1
              return (
                <li key={slider.id} className="marquee__item">
                  <button
                    type="button"
                    className="marquee__button"
                    tabIndex={inert ? -1 : undefined}
                    data-index={index}
                    onClick={(event) => {
                      // Safari does not focus buttons on click: focus it so closing returns here.
                      event.currentTarget.focus()
                      onOpen(index)
                    }}
                  >
                    <img
                      {...responsiveImage(slider.image_url, '(min-width: 768px) 280px, 200px')}
                      alt={localText(slider, 'alt_text', lang)}
                      width={280}
                      height={210}
                      loading={first ? 'eager' : 'lazy'}
                      fetchPriority={first ? 'high' : undefined}
                      decoding="async"
                      draggable={false}
                    />
                  </button>
                </li>
              )
            })}
          </ul>
        ))}
      </div>
    </div>
  )
}
