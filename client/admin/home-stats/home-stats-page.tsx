import { STAT_ICONS } from '../../../shared/schemas/blocks.ts'
import { BlockPage } from '../blocks/block-page.tsx'
import type { BlockConfig } from '../blocks/block-config.ts'

const HOME_STATS: BlockConfig = {
  block: 'homeStats',
  api: '/api/admin/home-stats',
  card: 'stat',
  title: 'admin.homeStats.title',
  intro: 'admin.homeStats.intro',
  icons: STAT_ICONS,
}

/** /admin/home-stats: the home page's counters, each card a value, an icon and its titles. */
export function HomeStatsPage() {
  return <BlockPage config={HOME_STATS} />
}
