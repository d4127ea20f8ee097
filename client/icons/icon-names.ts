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
  'images',
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
  'trending-up',
  'triangle-exclamation-point',
  'upload',
  'users',
  'x',
  'zoom-in',
  'zoom-out',
] as const

/** The footer's social marks (lucide ships no brand icons); their paths are in brand-paths.ts. */
export const BRAND_ICON_NAMES = ['brand-facebook', 'brand-instagram', 'brand-linkedin', 'brand-x'] as const

export type LucideIconName = (typeof LUCIDE_ICON_NAMES)[number]
export type BrandIconName = (typeof BRAND_ICON_NAMES)[number]
export type IconName = LucideIconName | BrandIconName
