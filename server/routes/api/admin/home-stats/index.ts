import { StatsBlock, StatCard, StatCardInput } from '../../../../../shared/schemas/blocks.ts'
import { blockRoutes } from '../block-routes.ts'

/** /api/admin/home-stats: the home statistics block and its counters. */
export default blockRoutes<StatCard>({
  store: (stores) => stores.homeStats,
  block: StatsBlock,
  card: StatCard,
  input: StatCardInput,
  idPrefix: 'stat',
})
