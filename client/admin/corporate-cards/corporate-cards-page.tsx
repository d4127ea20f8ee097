import { FEATURE_ICONS } from '../../../shared/schemas/blocks.ts'
import { BlockPage } from '../blocks/block-page.tsx'
import type { BlockConfig } from '../blocks/block-config.ts'

/** The spec names the screen "corporate cards" and the block it edits "home features" (store `features`). */
const CORPORATE_CARDS: BlockConfig = {
  block: 'features',
  api: '/api/admin/home-features',
  card: 'feature',
  title: 'admin.corporateCards.title',
  intro: 'admin.corporateCards.intro',
  icons: FEATURE_ICONS,
}

/** /admin/corporate-cards: the home page's corporate values block, cards with an icon. */
export function CorporateCardsPage() {
  return <BlockPage config={CORPORATE_CARDS} />
}
