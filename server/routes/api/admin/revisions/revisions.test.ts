import { describe, expect, it } from 'vitest'
import { adminTestApp, headersFor } from '../../../../../test/helpers/admin-app.ts'

const test = adminTestApp()
const { send } = test

const technical = { standards: ['din-933'], materials: ['carbon-steel'], classes: ['8.8'] }
const row = (size: string, length: number) => ({ size, length, stock: 'stock', weight_per_1000: null })
type Summary = { rev: number; by: string; name: string; action: string; fields: string[] }

describe('admin revisions', () => {
  it("restores a product's earlier size table: the public API shows it again and the restore is a new revision", async () => {
    const created = await send('POST', '/api/admin/products', {
      name_tr: 'Geçmiş Cıvata',
      technical,
      sizes: [row('M8', 20)],
    })
    expect(created.statusCode, created.body).toBe(201)
    const { id, slug } = created.json()
    for (const sizes of [[row('M8', 30)], [row('M10', 40), row('M10', 50)]]) {
      const saved = await send('PUT', `/api/admin/products/${id}`, { name_tr: 'Geçmiş Cıvata', sizes })
      expect(saved.statusCode, saved.body).toBe(200)
    }

    const listed = await send('GET', `/api/admin/revisions?collection=products&id=${id}`)
    expect(listed.statusCode, listed.body).toBe(200)
    const revisions = listed.json().revisions as Summary[]
    expect(revisions.map((revision) => revision.action)).toEqual(['update', 'update', 'create'])
    expect(revisions[2]).toMatchObject({ by: 'admin', name: 'Geçmiş Cıvata' })
    expect(revisions[0]).toMatchObject({ by: 'admin', name: 'Geçmiş Cıvata' })
    expect(revisions[0]!.fields).toContain('sizes')
    expect(revisions[0]!.rev).toBeGreaterThan(revisions[1]!.rev)

    // The first edit (M8 x 30) beside the current version.
    const first = revisions[1]!
    const detail = await send('GET', `/api/admin/revisions/${first.rev}`)
    expect(detail.statusCode, detail.body).toBe(200)
    const shown = detail.json()
    expect(shown.record.sizes).toEqual([row('M8', 30)])
    expect(shown.before.sizes).toEqual([row('M8', 20)])
    expect(shown.current.sizes).toEqual([row('M10', 40), row('M10', 50)])
    expect(shown.changed).toContain('sizes')
    expect(shown.differs).toContain('sizes')

    const restored = await send('POST', `/api/admin/revisions/${first.rev}/restore`)
    expect(restored.statusCode, restored.body).toBe(200)
    expect(restored.json().revision).toMatchObject({ action: 'update', by: 'admin' })
    expect(restored.json().revision.fields).toContain('sizes')
    const page = await test.app.inject({ method: 'GET', url: `/api/products/${slug}` })
    expect(page.statusCode, page.body).toBe(200)
    expect(page.json().sizes.map((r: { size: string; length: number }) => `${r.size}x${r.length}`)).toEqual([
      'M8x30',
    ])
    expect((await test.readProducts()).find((product) => product.id === id)?.sizes).toEqual([row('M8', 30)])
    const after = (await send('GET', `/api/admin/revisions?collection=products&id=${id}`)).json()
    expect(after.revisions).toHaveLength(4)
  })

  it('brings a deleted product back, and refuses (409) when its address was taken since', async () => {
    const created = (await send('POST', '/api/admin/products', { name_tr: 'Silinen Somun' })).json()
    expect((await send('DELETE', `/api/admin/products/${created.id}`)).statusCode).toBe(204)
    const list = (await send('GET', `/api/admin/revisions?collection=products&id=${created.id}`)).json()
    const deleted = list.revisions[0] as Summary
    expect(deleted.action).toBe('delete')

    // Another product takes the slug meanwhile.
    const other = (await send('POST', '/api/admin/products', { name_tr: 'Silinen Somun' })).json()
    expect(other.slug).toBe(created.slug)
    const refused = await send('POST', `/api/admin/revisions/${deleted.rev}/restore`)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error).toMatch(/artık “Silinen Somun” ürününde kullanılıyor/)

    await send('PUT', `/api/admin/products/${other.id}`, { name_tr: 'Başka Somun' })
    const back = await send('POST', `/api/admin/revisions/${deleted.rev}/restore`)
    expect(back.statusCode, back.body).toBe(200)
    expect(back.json().revision.action).toBe('create')
    const stored = (await test.readProducts()).find((product) => product.id === created.id)
    expect(stored?.slug).toBe(created.slug)
  })

  it('keeps the settings as one document, restores them, and lets an editor but not sales use it', async () => {
    const before = (await send('GET', '/api/admin/settings')).json().company_name
    await send('POST', '/api/admin/settings', { company_name: 'Yeni Ad A.Ş.' })
    const list = (await send('GET', '/api/admin/revisions?collection=settings')).json()
    expect(list.id).toBe('settings')
    const latest = list.revisions[0] as Summary
    expect(latest).toMatchObject({ name: 'Ayarlar', action: 'update', fields: ['company_name'] })
    // The settings as they were before their first change (seeded) are a revision of their own.
    expect(list.revisions[1]).toMatchObject({ by: 'system', fields: [] })

    const editor = await headersFor(test.app, 'editor1', 'editor')
    const sales = await headersFor(test.app, 'sales1', 'sales')
    const forbidden = await test.app.inject({
      method: 'GET',
      url: '/api/admin/revisions?collection=settings',
      headers: sales,
    })
    expect(forbidden.statusCode).toBe(403)
    const detail = (
      await test.app.inject({ method: 'GET', url: `/api/admin/revisions/${latest.rev}`, headers: editor })
    ).json()
    expect(detail.before.company_name).toBe(before)
    // Restoring the revision before the change: the one the settings had been saved as, else the seed's.
    const restored = await test.app.inject({
      method: 'POST',
      url: `/api/admin/revisions/${latest.rev}/restore`,
      headers: editor,
    })
    expect(restored.statusCode, restored.body).toBe(200)
    expect(restored.json().revision).toBeNull()
    await send('POST', '/api/admin/settings', { company_name: 'İkinci Ad' })
    const again = await test.app.inject({
      method: 'POST',
      url: `/api/admin/revisions/${latest.rev}/restore`,
      headers: editor,
    })
    expect(again.json().revision).toMatchObject({ by: 'editor1', fields: ['company_name'] })
    expect((await test.readJson('settings.json')).company_name).toBe('Yeni Ad A.Ş.')
  })

  it('answers 404 for an unknown revision', async () => {
    expect((await send('GET', '/api/admin/revisions/999999')).statusCode).toBe(404)
    expect((await send('POST', '/api/admin/revisions/999999/restore')).statusCode).toBe(404)
  })
})
