import type { InitialContent } from '../../store/collections.ts'
import { about } from './about.ts'
import { features, homeStats, portfolio } from './blocks.ts'
import { categories } from './categories.ts'
import { settings } from './company.ts'
import { contact } from './contact.ts'
import { demoProducts } from './products.ts'
import { sliders } from './sliders.ts'
import { vocabularies } from './vocabularies.ts'

/** Everything that seeds a fresh data folder on first start but the catalogue record (index.ts adds it). */
export type SeedContent = Omit<InitialContent, 'catalogue'>

/** A fresh deep copy of the demo content on every call, safe to mutate and store. */
export function seedContent(): SeedContent {
  return structuredClone({
    settings,
    categories,
    vocabularies,
    products: demoProducts(),
    sliders,
    homeStats,
    portfolio,
    features,
    about,
    contact,
  })
}
