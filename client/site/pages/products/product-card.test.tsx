import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { IntlProvider } from 'react-intl'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { ProductCardData } from '../../../../shared/product-facets.ts'
import en from '../../../../shared/i18n/locales/en/products.json'
import tr from '../../../../shared/i18n/locales/tr/products.json'
import { ProductCard } from './product-card.tsx'
import { ProductImage } from './product-image.tsx'

/** A card as /urunler embeds it (server/catalogue/page-view.ts productCard): one language only. */
const product: ProductCardData = {
  id: 'p-1',
  slug: 'din-933-civata',
  name: 'DIN 933 Cıvata',
  summary: 'Açıklama',
  images: ['/uploads/demo/hex-bolt-zinc.webp', '/uploads/demo/hex-bolt-black.webp'],
  category: 'Cıvatalar',
  specs: ['Kalite / Grade 8.8', 'ISO 4017', 'M4 – M12', 'L 8 – 120 mm'],
}

const english: ProductCardData = {
  ...product,
  name: 'DIN 933 Bolt',
  summary: 'Description',
  category: 'Bolts',
  specs: ['Grade 8.8', 'ISO 4017', 'M4 – M12', 'L 8 – 120 mm'],
}

function render(node: ReactNode, url = '/urunler', messages: Record<string, string> = tr): string {
  const lang = url.startsWith('/en') ? 'en' : 'tr'
  return renderToString(
    <IntlProvider locale={lang} messages={messages}>
      <MemoryRouter initialEntries={[url]}>{node}</MemoryRouter>
    </IntlProvider>,
  )
}

describe('ProductCard', () => {
  it('shows the picture with srcset, the category badge, the name linking to its page and 3 specs', () => {
    const html = render(<ProductCard product={product} view="grid" priority onOpenImages={() => {}} />)
    expect(html).toContain(
      'srcSet="/uploads/demo/hex-bolt-zinc-400.webp 400w, /uploads/demo/hex-bolt-zinc-800.webp 800w',
    )
    expect(html).toContain('width="800"')
    expect(html).toContain('loading="eager"')
    expect(html).toContain('Cıvatalar')
    expect(html).toContain('href="/urunler/din-933-civata"')
    expect(html).toContain('DIN 933 Cıvata görsellerini büyüt')
    expect(html).toContain('2 görsel')
    expect(html.match(/<li>/g)).toHaveLength(3)
    expect(html).not.toContain('Resim Yok')
  })

  it("shows 'Resim Yok' and no lightbox button when the product has no picture", () => {
    const bare = { ...product, images: [] }
    const html = render(<ProductCard product={bare} view="list" priority={false} onOpenImages={() => {}} />)
    expect(html).toContain('Resim Yok')
    expect(html).not.toContain('<img')
    expect(html).not.toContain('<button')
    expect(html).toContain('Açıklama')
  })

  it('shows the card in the page language with links under its prefix, and the size range once', () => {
    const html = render(
      <ProductCard product={english} view="grid" priority={false} onOpenImages={() => {}} />,
      '/en/urunler',
      en,
    )
    expect(html).toContain('DIN 933 Bolt')
    expect(html).toContain('<li>Grade 8.8</li>')
    expect(html).not.toContain('Kalite')
    expect(html).toContain('href="/en/urunler/din-933-civata"')
    expect(html).toContain('loading="lazy"')
    // The size range is a spec line; the card does not repeat it.
    expect(html.match(/M4 – M12/g)).toHaveLength(1)
  })

  it("says 'Görsel Yüklenemedi' only for the failed-image fallback", () => {
    expect(render(<ProductImage src="" alt="x" sizes="100px" fallback="failed" />)).toContain('Resim Yok')
    const external = render(<ProductImage src="https://cdn.example.com/a.png" alt="x" sizes="100px" />)
    expect(external).not.toContain('srcSet')
  })
})
