import { PortfolioBlock, PortfolioCard, PortfolioCardInput } from '../../../../../shared/schemas/blocks.ts'
import { blockRoutes } from '../block-routes.ts'

/** /api/admin/portfolio: the product portfolio block and its cards. */
export default blockRoutes<PortfolioCard>({
  store: (stores) => stores.portfolio,
  block: PortfolioBlock,
  card: PortfolioCard,
  input: PortfolioCardInput,
  idPrefix: 'portfolio',
})
