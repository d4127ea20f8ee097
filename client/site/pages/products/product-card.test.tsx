import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { IntlProvider } from 'react-intl'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { PublicProduct } from '../../../../shared/schemas/product.ts'
import en from '../../../../shared/i18n/locales/en/products.json'
import tr from '../../../../shared/i18n/locales/tr/products.json'
import { ProductCard } from './product-card.tsx'
import { ProductImage } from './product-image.tsx'

const product: PublicProduct = {
  id: 'p-1',
  slug: 'din-933-civata',
  name_tr: 'DIN 933 Cıvata',
  name_en: 'DIN 933 Bolt',
  name_es: '',
  description_tr: 'Açıklama',
  description_en: 'Description',
  description_es: '',
  main_image_url: '/uploads/demo/hex-bolt-zinc.webp',
  images: [{ image_url: '/uploads/demo/hex-bolt-black.webp' }],
  specs: ['Kalite / Grade 8.8', 'ISO 4017', 'M4 – M12', 'L 8 – 120 mm'],
  specs_en: ['Grade 8.8', 'ISO 4017', 'M4 – M12', 'L 8 – 120 mm'],
  specs_es: [],
  applications: ['Otomotiv'],
  applications_en: ['Automotive'],
  applications_es: [],
  categoryId: 'cat-bolts',
  category: { id: 'cat-bolts', slug: 'civatalar', name_tr: 'Cıvatalar', name_en: 'Bolts', name_es: 'Pernos' },
  is_active: true,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
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
    const bare = { ...product, main_image_url: '', images: [] }
    const html = render(<ProductCard product={bare} view="list" priority={false} onOpenImages={() => {}} />)
    expect(html).toContain('Resim Yok')
    expect(html).not.toContain('<img')
    expect(html).not.toContain('<button')
    expect(html).toContain('Açıklama')
  })

  it('uses the page language and falls back to Turkish for a missing translation', () => {
    const html = render(
      <ProductCard product={product} view="grid" priority={false} onOpenImages={() => {}} />,
      '/en/urunler',
      en,
    )
    expect(html).toContain('DIN 933 Bolt')
    expect(html).toContain('<li>Grade 8.8</li>')
    expect(html).not.toContain('Kalite')
    expect(html).toContain('href="/en/urunler/din-933-civata"')
    expect(html).toContain('loading="lazy"')
    const spanish = render(
      <ProductCard product={product} view="grid" priority={false} onOpenImages={() => {}} />,
    )
    expect(spanish).toContain('DIN 933 Cıvata')
  })

  it("says 'Görsel Yüklenemedi' only for the failed-image fallback", () => {
    expect(render(<ProductImage src="" alt="x" sizes="100px" fallback="failed" />)).toContain('Resim Yok')
    const external = render(<ProductImage src="https://cdn.example.com/a.png" alt="x" sizes="100px" />)
    expect(external).not.toContain('srcSet')
  })
})
