import { describe, expect, it } from 'vitest'
import { adminTestApp } from '../../../../../test/helpers/admin-app.ts'

const test = adminTestApp()
const { send } = test
const onDisk = () => test.readProducts()

describe('admin products', () => {
  it('creates a product from the form fields; the server sets id, slug and dates', async () => {
    const response = await send('POST', '/api/admin/products', {
      name_tr: '  Özel Çelik Cıvata M8  ',
      name_en: 'Special Steel Bolt M8',
      name_es: 'Perno especial de acero M8',
      description_tr: 'Açıklama',
      main_image_url: '/uploads/products/x.webp',
      images: [{ image_url: 'https://cdn.example.com/a.webp' }, { image_url: '' }],
      specs: [' DIN 933 ', '', '8.8'],
      applications: ['Otomotiv'],
      categoryId: 'cat-bolts',
      is_active: true,
    })
    expect(response.statusCode).toBe(201)
    const product = response.json()
    expect(product).toMatchObject({
      slug: 'ozel-celik-civata-m8',
      name_tr: 'Özel Çelik Cıvata M8',
      images: [{ image_url: 'https://cdn.example.com/a.webp' }],
      // The client's spec lines and applications are kept (trimmed, blanks dropped) after the derived ones (none here).
      specs: ['DIN 933', '8.8'],
      applications: ['Otomotiv'],
      specs_extra: ['DIN 933', '8.8'],
      applications_extra: ['Otomotiv'],
      categoryId: 'cat-bolts',
    })
    expect(product.id).toMatch(/^p-[A-Za-z0-9_-]+$/)
    const stored = test.app.stores.products.data.find((p) => p.id === product.id)
    expect(stored).toEqual(product)
    expect((await onDisk()).find((p) => p.id === product.id)).toEqual(product)
    const read = (await send('GET', '/api/admin/products'))
      .json()
      .find((p: { id: string }) => p.id === product.id)
    expect(read).toMatchObject({ specs: ['DIN 933', '8.8'], applications: ['Otomotiv'] })

    const twin = (await send('POST', '/api/admin/products', { name_tr: 'Özel Çelik Cıvata M8' })).json()
    expect(twin.slug).toBe('ozel-celik-civata-m8-2')
    expect(twin).toMatchObject({ name_en: '', specs: [], images: [], categoryId: null, is_active: true })
  })

  it('lists every product, inactive ones too, newest first, with its category', async () => {
    const created = (
      await send('POST', '/api/admin/products', { name_tr: 'En Yeni Ürün', is_active: false })
    ).json()
    const list = (await test.app.inject({ url: '/api/admin/products', headers: test.auth })).json()
    expect(list).toHaveLength(test.app.stores.products.data.length)
    expect(list[0].id).toBe(created.id)
    expect(list.some((p: { is_active: boolean }) => !p.is_active)).toBe(true)
    const bolt = list.find((p: { categoryId: string }) => p.categoryId === 'cat-bolts')
    expect(bolt.category).toMatchObject({ id: 'cat-bolts', slug: 'civatalar' })
  })

  it('takes null or "" as no category and refuses an unknown one', async () => {
    for (const categoryId of [null, '']) {
      const response = await send('POST', '/api/admin/products', { name_tr: 'Kategorisiz', categoryId })
      expect(response.statusCode).toBe(201)
      expect(test.app.stores.products.data.find((p) => p.id === response.json().id)?.categoryId).toBeNull()
    }
    const unknown = await send('POST', '/api/admin/products', { name_tr: 'X', categoryId: 'cat-nope' })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json()).toEqual({ success: false, error: 'Kategori bulunamadı' })
  })

  it('refuses invalid bodies with 400 and stores nothing', async () => {
    const count = test.app.stores.products.data.length
    const invalid = [
      { name_tr: '   ' },
      { name_tr: '' },
      { name_en: 'no Turkish name' },
      { name_tr: 'x'.repeat(201) },
      { name_tr: 'Ekstra', price: 5 },
      { name_tr: 'JS', main_image_url: 'javascript:alert(1)' },
      { name_tr: 'JS', images: [{ image_url: 'javascript:alert(1)' }] },
      { name_tr: 'JS', main_image_url: '//evil.example.com/x.png' },
      { name_tr: 'Data', main_image_url: 'data:text/html,<script>alert(1)</script>' },
      { name_tr: 'Img', images: [{ image_url: '/a.webp', onload: 'x' }] },
    ]
    for (const payload of invalid) {
      const response = await send('POST', '/api/admin/products', payload)
      expect(response.statusCode, JSON.stringify(payload)).toBe(400)
      expect(response.json().success).toBe(false)
    }
    const proto = await test.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: { ...test.auth, 'content-type': 'application/json' },
      payload: '{"name_tr":"Proto","__proto__":{"is_active":false}}',
    })
    expect(proto.statusCode).toBe(400)
    expect(test.app.stores.products.data.length).toBe(count)
    expect(({} as Record<string, unknown>).is_active).toBeUndefined()
  })

  it('updates a product; the slug changes only with the Turkish name', async () => {
    const product = (await send('POST', '/api/admin/products', { name_tr: 'Güncellenecek Somun' })).json()
    const same = await send('PUT', `/api/admin/products/${product.id}`, {
      name_tr: 'Güncellenecek Somun',
      name_en: 'Nut to update',
      is_active: false,
    })
    expect(same.statusCode).toBe(200)
    expect(same.json()).toMatchObject({
      slug: 'guncellenecek-somun',
      name_en: 'Nut to update',
      is_active: false,
    })
    const renamed = (
      await send('PUT', `/api/admin/products/${product.id}`, { name_tr: 'Yeni İsimli Somun' })
    ).json()
    expect(renamed.slug).toBe('yeni-isimli-somun')
    expect(renamed.created_at).toBe(product.created_at)
    expect(test.app.stores.products.data.find((p) => p.id === product.id)?.name_tr).toBe('Yeni İsimli Somun')
    expect((await send('PUT', '/api/admin/products/p-nope', { name_tr: 'X' })).statusCode).toBe(404)
    expect((await send('PUT', '/api/admin/products/..%2Fusers', { name_tr: 'X' })).statusCode).toBe(400)
  })

  it('deletes a product (204, gone from memory and disk), then 404', async () => {
    const product = (await send('POST', '/api/admin/products', { name_tr: 'Silinecek' })).json()
    const response = await send('DELETE', `/api/admin/products/${product.id}`)
    expect(response.statusCode).toBe(204)
    expect(test.app.stores.products.data.some((p) => p.id === product.id)).toBe(false)
    expect((await onDisk()).some((p) => p.id === product.id)).toBe(false)
    expect((await send('DELETE', `/api/admin/products/${product.id}`)).statusCode).toBe(404)
  })

  it('stores admin texts without control characters or broken UTF-16, and pages carry no NUL byte', async () => {
    const dirty = 'Kirli\u0000 Cıvata\u001b[31m \uD800M8\u007f\u0085'
    const response = await send('POST', '/api/admin/products', {
      name_tr: dirty,
      name_en: 'Dirty\u0000 bolt',
      description_tr: 'Satır 1\r\nSatır 2\tsekmeli\u0007',
      categoryId: 'cat-bolts',
    })
    expect(response.statusCode, response.body).toBe(201)
    const product = response.json()
    // Line breaks and tabs are text; the rest is dropped wherever it stood.
    expect(product).toMatchObject({
      name_tr: 'Kirli Cıvata[31m M8',
      name_en: 'Dirty bolt',
      description_tr: 'Satır 1\r\nSatır 2\tsekmeli',
    })
    expect((await onDisk()).find((p) => p.id === product.id)).toMatchObject({
      name_tr: 'Kirli Cıvata[31m M8',
    })
    const category = (await send('POST', '/api/admin/categories', { name_tr: 'Kirli\u0000 kategori' })).json()
    expect(category.name_tr).toBe('Kirli kategori')
    const page = await test.app.inject({ url: `/urunler/${product.slug}` })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('Kirli Cıvata[31m M8')
    for (const control of ['\u0000', '\u001b', '\u007f']) expect(page.body).not.toContain(control)
  })

  it('shows a new product on the public site at the next page load, in every language', async () => {
    const product = (
      await send('POST', '/api/admin/products', {
        name_tr: 'Görünürlük Testi Cıvatası',
        name_en: 'Visibility Test Bolt',
        name_es: 'Perno de prueba de visibilidad',
        categoryId: 'cat-bolts',
      })
    ).json()
    const shows = async (url: string, text: string) => (await test.app.inject({ url })).body.includes(text)
    // The public list is paged (newest products may be on a later page), so search for it.
    expect(await shows('/urunler?q=G%C3%B6r%C3%BCn%C3%BCrl%C3%BCk', 'Görünürlük Testi Cıvatası')).toBe(true)
    expect(await shows('/urunler?category=civatalar', 'Görünürlük Testi Cıvatası')).toBe(true)
    expect(await shows('/en/urunler?q=Visibility', 'Visibility Test Bolt')).toBe(true)
    expect(await shows('/es/urunler?q=visibilidad', 'Perno de prueba de visibilidad')).toBe(true)
    expect(await shows(`/urunler/${product.slug}`, 'Görünürlük Testi Cıvatası')).toBe(true)
    expect(await shows(`/en/urunler/${product.slug}`, 'Visibility Test Bolt')).toBe(true)
    await send('PUT', `/api/admin/products/${product.id}`, {
      name_tr: 'Görünürlük Testi Cıvatası',
      is_active: false,
    })
    expect(await shows('/urunler?category=civatalar', 'Görünürlük Testi Cıvatası')).toBe(false)
    expect((await test.app.inject({ url: `/urunler/${product.slug}` })).statusCode).toBe(404)
  })
})
