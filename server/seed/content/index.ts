import type { About } from '../../../shared/schemas/about.ts'
import type { FeaturesBlock, PortfolioBlock, StatsBlock } from '../../../shared/schemas/blocks.ts'
import type { Category } from '../../../shared/schemas/category.ts'
import type { StoredContact } from '../../../shared/schemas/contact.ts'
import type { Product } from '../../../shared/schemas/product.ts'
import type { Settings } from '../../../shared/schemas/settings.ts'
import type { Slider } from '../../../shared/schemas/slider.ts'
import type { Vocabularies } from '../../../shared/schemas/technical.ts'
import { about } from './about.ts'
import { features, homeStats, portfolio } from './blocks.ts'
import { categories } from './categories.ts'
import { settings } from './company.ts'
import { contact } from './contact.ts'
import { products } from './products.ts'
import { sliders } from './sliders.ts'
import { vocabularies } from './vocabularies.ts'

/** Everything that seeds a fresh data folder on first start. */
export type SeedContent = {
  settings: Settings
  categories: Category[]
  vocabularies: Vocabularies
  products: Product[]
  sliders: Slider[]
  homeStats: StatsBlock
  portfolio: PortfolioBlock
  features: FeaturesBlock
  about: About
  contact: StoredContact
}

/** A fresh deep copy of the demo content on every call, safe to mutate and store. */
export function seedContent(): SeedContent {
  return structuredClone({
    settings,
    categories,
    vocabularies,
    products,
    sliders,
    homeStats,
    portfolio,
    features,
    about,
    contact,
  })
}
