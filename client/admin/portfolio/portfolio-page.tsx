import { BlockPage } from '../blocks/block-page.tsx'
import type { BlockConfig } from '../blocks/block-config.ts'

const PORTFOLIO: BlockConfig = {
  block: 'portfolio',
  api: '/api/admin/portfolio',
  card: 'portfolio',
  title: 'admin.portfolio.title',
  intro: 'admin.portfolio.intro',
  icons: [],
}

/** /admin/portfolio: the home page's product portfolio, cards with an image or a background colour. */
export function PortfolioPage() {
  return <BlockPage config={PORTFOLIO} />
}
