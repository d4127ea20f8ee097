import { definePage } from '../page-definition.ts'
import type { FeaturesBlock, PortfolioBlock, StatsBlock } from '../schemas/blocks.ts'
import type { PublicSlider } from '../schemas/slider.ts'

type HomeData = {
  sliders: PublicSlider[]
  homeStats: StatsBlock
  portfolio: PortfolioBlock
  features: FeaturesBlock
}

/** The home page: the slider, the statistics, the portfolio and the corporate-values cards. */
export const home = definePage<HomeData>()({
  path: '/',
  title: null,
  sitemap: true,
  query: [],
  module: 'home/home-page.tsx',
})

/** Its own area and the gallery's (the product marquee opens its pictures in it). */
export const messageAreas = ['home', 'gallery']
