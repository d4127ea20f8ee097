import { FeaturesBlock, FeatureCard, FeatureCardInput } from '../../../../../shared/schemas/blocks.ts'
import { blockRoutes } from '../block-routes.ts'

/** /api/admin/home-features: the corporate values block ("corporate cards") and its cards. */
export default blockRoutes<FeatureCard>({
  store: (stores) => stores.features,
  block: FeaturesBlock,
  card: FeatureCard,
  input: FeatureCardInput,
  idPrefix: 'feature',
})
