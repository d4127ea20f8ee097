import type { ComponentType } from 'react'
import type { PageId } from '../../../shared/routes.ts'
import { AboutPage } from './about/about-page.tsx'
import { CataloguePage } from './catalogue/catalogue-page.tsx'
import { ContactPage } from './contact/contact-page.tsx'
import { HomePage } from './home/home-page.tsx'
import { KvkkPage } from './legal/kvkk-page.tsx'
import { PrivacyPage } from './legal/privacy-page.tsx'
import { TermsPage } from './legal/terms-page.tsx'
import { ProductPage } from './products/product-page.tsx'
import { ProductsPage } from './products/products-page.tsx'
import { QuotePage } from './quote/quote-page.tsx'
import { SolutionsPage } from './solutions/solutions-page.tsx'

/** Which component renders each public page (paths in shared/routes.ts). */
export const PAGE_COMPONENTS: Record<PageId, ComponentType> = {
  home: HomePage,
  about: AboutPage,
  solutions: SolutionsPage,
  products: ProductsPage,
  product: ProductPage,
  catalogue: CataloguePage,
  contact: ContactPage,
  quote: QuotePage,
  privacy: PrivacyPage,
  terms: TermsPage,
  kvkk: KvkkPage,
}
