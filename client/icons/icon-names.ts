/**
 * The lucide icons the public site and the shared components show (kebab-case lucide names).
 * scripts/build-icon-sprite.ts writes one <symbol> per name into sprite.svg: after changing this
 * list, run `npx tsx scripts/build-icon-sprite.ts` and commit the sprite.
 */
export const LUCIDE_ICON_NAMES = [
  'arrow-left',
  'arrow-right',
  'award',
  'badge-check',
  'check',
  'chevron-down',
  'chevron-left',
  'chevron-right',
  'circle-check',
  'circle-exclamation-point',
  'clipboard-list',
  'clock',
  'clock-3',
  'cog',
  'download',
  'external-link',
  'eye',
  'factory',
  'file-image',
  'file-text',
  'globe',
  'headset',
  'image-off',
  'layers',
  'layout-grid',
  'list',
  'loader-circle',
  'mail',
  'map-pin',
  'maximize-2',
  'menu',
  'package',
  'paperclip',
  'pause',
  'phone',
  'play',
  'plus',
  'rotate-ccw',
  'rotate-cw',
  'ruler',
  'search',
  'search-x',
  'send',
  'shield',
  'shield-check',
  'sliders-horizontal',
  'star',
  'tag',
  'target',
  'trash',
  'trending-up',
  'triangle-exclamation-point',
  'upload',
  'users',
  'x',
  'zoom-in',
  'zoom-out',
] as const

/**
 * Icons that every card of a list repeats, drawn by CSS instead (a mask over `currentColor`, see
 * client/icons/css-icons.css, written by the same script): twelve cards with three icons each would
 * carry 4.5 KB of <svg><use> in the page's HTML. Each is a custom property `--icon-<name>`.
 */
export const CSS_ICON_NAMES = ['arrow-right', 'images', 'maximize-2'] as const

/** The footer's social marks (lucide ships no brand icons); their paths are in brand-paths.ts. */
export const BRAND_ICON_NAMES = ['brand-facebook', 'brand-instagram', 'brand-linkedin', 'brand-x'] as const

export type LucideIconName = (typeof LUCIDE_ICON_NAMES)[number]
export type BrandIconName = (typeof BRAND_ICON_NAMES)[number]
export type IconName = LucideIconName | BrandIconName
