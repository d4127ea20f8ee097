import { useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { localList, pickText } from '../../../../shared/i18n.ts'
import type { PublicProduct } from '../../../../shared/schemas/product.ts'
import { useLang } from '../../../lib/lang.ts'
import { ProductCard } from './product-card.tsx'
import { ProductLightbox } from './lazy-lightbox.tsx'
import { productImages } from './product-images.ts'

/** Up to four other products of the same category, at the bottom of a product page. */
export function RelatedProducts({ products }: { products: PublicProduct[] }) {
  const lang = useLang()
  const [open, setOpen] = useState<{ product: PublicProduct; index: number } | null>(null)
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
                product={{
                  id: product.id,
                  slug: product.slug,
                  name: pickText(product, 'name', lang),
                  summary: '',
                  image: product.main_image_url,
                  images: productImages(product, '').map((image) => image.src),
                  category: product.category ? pickText(product.category, 'name', lang) : null,
                  specs: localList(product, 'specs', lang).slice(0, 4),
                  sizeRange: null,
                }}
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
          images={productImages(open.product, pickText(open.product, 'name', lang))}
          index={open.index}
          label={pickText(open.product, 'name', lang)}
          onIndexChange={(index) => setOpen({ ...open, index })}
          onClose={() => setOpen(null)}
        />
      )}
    </section>
  )
}
