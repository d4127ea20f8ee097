import { useState } from 'react'
import { FormattedMessage } from 'react-intl'
import type { ProductCardData } from '../../../../shared/product-facets.ts'
import { ProductCard } from './product-card.tsx'
import { ProductLightbox } from './lazy-lightbox.tsx'
import { productImages } from './product-images.ts'

/** Up to four other products of the same category, at the bottom of a product page (cards in the page language). */
export function RelatedProducts({ products }: { products: ProductCardData[] }) {
  const [open, setOpen] = useState<{ product: ProductCardData; index: number } | null>(null)
  if (products.length === 0) return null
  return (
    <section className="related-products" aria-labelledby="related-title">
      <div className="container">
        <h2 id="related-title" className="product-section__title">
          <FormattedMessage id="product.related" />
        </h2>
        <ul className="product-list product-list--grid product-list--related">
          {products.map((product) => (
            <li key={product.id}>
              <ProductCard
                product={{ ...product, summary: '' }}
                view="grid"
                priority={false}
                onOpenImages={() => setOpen({ product, index: 0 })}
              />
            </li>
          ))}
        </ul>
      </div>
      {open && (
        <ProductLightbox
          images={productImages(open.product.images, open.product.name)}
          index={open.index}
          label={open.product.name}
          onIndexChange={(index) => setOpen({ ...open, index })}
          onClose={() => setOpen(null)}
        />
      )}
    </section>
  )
}
