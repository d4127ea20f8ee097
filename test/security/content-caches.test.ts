import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Product } from '../../shared/schemas/product.ts'
import { createCategory, deleteCategory } from '../../server/repositories/admin/categories.ts'
import { updateProduct } from '../../server/repositories/admin/products.ts'
import { readStoredProducts } from '../../server/store/collections.ts'
import { multipartBody } from '../helpers/multipart.ts'
import { TEST_ADMIN } from '../helpers/app.ts'
import { formTestApp } from '../helpers/form-test-app.ts'

/**
 * Only content that pages show empties the caches: a visitor's form post or an admin's
 * login/logout leaves every page's ETag as it was (so visitors cannot empty the caches), a
 * product edit changes them. And a product can never keep the id of a deleted category.
 */
const test = formTestApp({ MAIL_FROM: 'site@kuzey.test', MAIL_TO: 'satis@kuzey.test' })
const PAGES = ['/urunler', '/en', '/api/products', '/api/page-data?url=%2Filetisim']

async function etags(): Promise<string[]> {
  return Promise.all(
    PAGES.map(async (url) => {
      const answer = await test.app.inject({ url })
      expect(answer.statusCode).toBe(200)
      return String(answer.headers.etag)
    }),
  )
}

describe('content version', () => {
  it('a form post and a login/logout leave page ETags unchanged; a product edit changes them', async () => {
    const before = await etags()
    const form = await multipartBody({
      lang: 'tr',
      name: 'Ayşe Yılmaz',
      email: 'ayse@musteri.com.tr',
      subject: 'Fiyat',
      message: '10.000 adet M8x40 için fiyat rica ederim.',
    })
    const posted = await test.app.inject({ method: 'POST', url: '/api/contact', ...form })
    expect(posted.statusCode).toBeLessThan(300)
    const login = await test.app.inject({ method: 'POST', url: '/api/admin/auth/login', payload: TEST_ADMIN })
    const { token } = login.json<{ token: string }>()
    const authorization = `Bearer ${token}`
    const out = await test.app.inject({
      method: 'POST',
      url: '/api/admin/auth/logout',
      headers: { authorization },
    })
    expect(out.statusCode).toBe(204)
    // The mail outbox records the delivery in the same store; give it time to do so.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(await etags()).toEqual(before)

    const product = test.app.stores.products.data[0]!
    await updateProduct(test.app.stores, product.id, { name_tr: `${product.name_tr} yeni` })
    const after = await etags()
    for (let i = 0; i < PAGES.length; i++) expect([PAGES[i], after[i]]).not.toEqual([PAGES[i], before[i]])
  })
})

describe('products and categories', () => {
  it('no product keeps the id of a category deleted while its save waited in the queue', async () => {
    const stores = test.app.stores
    const category = await createCategory(stores, { name_tr: 'Silinecek kategori' })
    const product = stores.products.data[1]!
    // Writes already queued on the products, so the save's own write comes after the delete.
    const queued = Array.from({ length: 10 }, () => stores.products.put(stores.products.data[0]!))
    const saving = updateProduct(stores, product.id, { name_tr: product.name_tr, categoryId: category.id })
    const deleting = deleteCategory(stores, category.id)
    const [saved, deleted] = await Promise.allSettled([saving, deleting, ...queued])
    expect(deleted.status).toBe('fulfilled')
    if (saved.status === 'rejected') expect(saved.reason).toMatchObject({ statusCode: 400 })

    const ids = new Set(stores.categories.data.map((c) => c.id))
    const dangling = (products: Product[]) =>
      products.filter((p) => p.categoryId !== null && !ids.has(p.categoryId))
    expect(dangling(stores.products.data)).toEqual([])
    expect(dangling(await readStoredProducts(path.dirname(stores.products.file)))).toEqual([])
  })
})
