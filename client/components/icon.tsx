import type { IconName } from '../icons/icon-names.ts'
// A hashed file of its own in every build (never a data: URL), so the server-rendered HTML and the
// browser bundle point at the same URL and the sprite is cached once for all pages.
import spriteUrl from '../icons/sprite.svg?url&no-inline'

type Props = { name: IconName; size?: number; className?: string }

/**
 * An icon from the sprite (client/icons/sprite.svg). Always decorative: the text or the label of
 * the control beside it carries the meaning.
 */
export function Icon({ name, size = 24, className }: Props) {
  return (
    <svg
      width={size}
      height={size}
      className={className ? `icon ${className}` : 'icon'}
      // No focusable="false": only Internet Explorer put an <svg> in the tab order, and pages repeat icons.
      aria-hidden="true"
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  )
}
