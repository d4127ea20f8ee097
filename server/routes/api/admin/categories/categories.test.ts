import { describe, expect, it } from 'vitest'
import { adminTestApp } from '../../../../../test/helpers/admin-app.ts'

const test = adminTestApp()
const { send, readJson } = test

describe('admin categories', () => {
  it('lists categories with their product counts (inactive products too)', async () => {
    const list = (await test.app.inject({ url: '/api/admin/categories', headers: test.auth })).json()
    expect(list).toHaveLength(test.app.stores.categories.data.length)
    const bolts = list.find((c: { id: string }) => c.id === 'cat-bolts')
    const count = test.app.stores.products.data.filter((p) => p.categoryId === 'cat-bolts').length
    expect(bolts._count.products).toBe(count)
  })

  it('creates a category with a slug from the Turkish name', async () => {
    const response = await send('POST', '/api/admin/categories', {
      name_tr: '  Çift Taraflı Şişirme Ürünleri / İğne ',
      name_en: 'Double-sided',
      name_es: 'Doble cara',
    })
    expect(response.statusCode).toBe(201)
    const category = response.json()
    expect(category.slug).toBe('cift-tarafli-sisirme-urunleri-igne')
    expect(category.name_tr).toBe('Çift Taraflı Şişirme Ürünleri / İğne')
    expect(test.app.stores.categories.data).toContainEqual(category)
    expect(await readJson('categories.json')).toContainEqual(category)
    const twin = (
      await send('POST', '/api/admin/categories', { name_tr: 'Çift Taraflı Şişirme Ürünleri İğne' })
    ).json()
    expect(twin.slug).toBe('cift-tarafli-sisirme-urunleri-igne-2')
  })

  it('takes an edited slug (normalised) and refuses one already in use with 409', async () => {
    const typed = await send('POST', '/api/admin/categories', { name_tr: 'Özel', slug: 'Özel Parçalar!!' })
    expect(typed.statusCode).toBe(201)
    expect(typed.json().slug).toBe('ozel-parcalar')
    const count = test.app.stores.categories.data.length
    const duplicate = await send('POST', '/api/admin/categories', { name_tr: 'Başka', slug: 'civatalar' })
    expect(duplicate.statusCode).toBe(409)
    expect(duplicate.json()).toEqual({ success: false, error: 'Bu kısa ad (slug) zaten kullanılıyor' })
    expect(test.app.stores.categories.data.length).toBe(count)
    const update = await send('PUT', `/api/admin/categories/${typed.json().id}`, {
      name_tr: 'Özel',
      slug: 'vidalar',
    })
    expect(update.statusCode).toBe(409)
  })

  it('refuses a blank Turkish name, extra keys and unknown ids', async () => {
    for (const payload of [
      { name_tr: ' ' },
      { name_en: 'x' },
      { name_tr: 'x', color: 'red' },
      { name_tr: 'x'.repeat(121) },
    ]) {
      expect((await send('POST', '/api/admin/categories', payload)).statusCode, JSON.stringify(payload)).toBe(
        400,
      )
    }
    expect((await send('PUT', '/api/admin/categories/cat-nope', { name_tr: 'x' })).statusCode).toBe(404)
    expect((await send('DELETE', '/api/admin/categories/cat-nope')).statusCode).toBe(404)
  })

  it('updates names; the slug is kept unless the Turkish name or the slug changes', async () => {
    const category = (await send('POST', '/api/admin/categories', { name_tr: 'Saplamalar' })).json()
    const renamedEn = (
      await send('PUT', `/api/admin/categories/${category.id}`, { name_tr: 'Saplamalar', name_en: 'Studs' })
    ).json()
    expect(renamedEn).toMatchObject({ slug: 'saplamalar', name_en: 'Studs' })
    const renamed = (
      await send('PUT', `/api/admin/categories/${category.id}`, { name_tr: 'Dişli Saplamalar' })
    ).json()
    expect(renamed.slug).toBe('disli-saplamalar')
    const own = await send('PUT', `/api/admin/categories/${category.id}`, {
      name_tr: 'Dişli Saplamalar',
      slug: 'disli-saplamalar',
    })
    expect(own.statusCode).toBe(200)
    expect(test.app.stores.categories.data.find((c) => c.id === category.id)?.name_en).toBe('')
  })

  it('deleting a category leaves its products uncategorised', async () => {
    const category = (await send('POST', '/api/admin/categories', { name_tr: 'Geçici Kategori' })).json()
    const products = await Promise.all(
      ['Geçici Ürün 1', 'Geçici Ürün 2'].map(async (name_tr) =>
        (await send('POST', '/api/admin/products', { name_tr, categoryId: category.id })).json(),
      ),
    )
    const response = await send('DELETE', `/api/admin/categories/${category.id}`)
    expect(response.statusCode).toBe(204)
    expect(test.app.stores.categories.data.some((c) => c.id === category.id)).toBe(false)
    for (const product of products) {
      expect(test.app.stores.products.data.find((p) => p.id === product.id)?.categoryId).toBeNull()
      const stored = (await test.readProducts()).find((p) => p.id === product.id)
      expect(stored?.categoryId).toBeNull()
    }
    expect((await readJson('categories.json')).some((c: { id: string }) => c.id === category.id)).toBe(false)
  })

  it('a new category shows in the public filter at the next page load', async () => {
    const category = (
      await send('POST', '/api/admin/categories', {
        name_tr: 'Yaylı Pimler',
        name_en: 'Spring Pins',
        name_es: 'Pasadores',
      })
    ).json()
    await send('POST', '/api/admin/products', { name_tr: 'Yaylı Pim DIN 1481', categoryId: category.id })
    expect((await test.app.inject({ url: '/urunler' })).body).toContain('Yaylı Pimler')
    expect((await test.app.inject({ url: '/en/urunler' })).body).toContain('Spring Pins')
    const filtered = (await test.app.inject({ url: `/api/products?category=${category.slug}` })).json()
    expect(filtered.map((p: { name_tr: string }) => p.name_tr)).toEqual(['Yaylı Pim DIN 1481'])
  })
})
