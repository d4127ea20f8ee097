import { describe, expect, it } from 'vitest'
import type { PublicProduct } from '../../../../shared/schemas/product.ts'
import { STANDARDS_BY_ID } from '../../../../shared/standards/catalogue.ts'
import { isSizeKey } from '../../../../shared/standards/sizes.ts'
import { DENSITY, weightPer1000 } from '../../../../shared/standards/weight.ts'
import { adminTestApp } from '../../../../test/helpers/admin-app.ts'

const test = adminTestApp()

/** The demo's socket cap screws (DIN 912, alloy steel first) leave every weight blank; its hex bolts type them. */
const CAP_SCREWS = 'din-912-silindir-basli-imbus-vida'
const HEX_BOLTS = 'din-933-alti-kose-basli-civata'

async function publicProduct(slug: string): Promise<PublicProduct> {
  const response = await test.app.inject({ url: `/api/products/${slug}` })
  expect(response.statusCode).toBe(200)
  return response.json() as PublicProduct
}

describe('computed weights in the public API', () => {
  it('answers a blank weight computed from the main standard and the first material, marked weight_computed', async () => {
    const stored = test.app.stores.products.data.find((p) => p.slug === CAP_SCREWS)!
    expect(stored.sizes.every((row) => row.weight_per_1000 === null)).toBe(true)
    const din912 = STANDARDS_BY_ID.get('din-912')!
    const answered = await publicProduct(CAP_SCREWS)
    expect(answered.sizes).toHaveLength(stored.sizes.length)
    for (const row of answered.sizes) {
      if (!isSizeKey(row.size)) throw new Error(row.size)
      const expected = weightPer1000(din912, row.size, row.length, DENSITY['alloy-steel']!)
      expect(expected).toBeGreaterThan(0)
      expect(row).toMatchObject({ weight_per_1000: expected, weight_computed: true })
    }
    // The list answers the same rows.
    const list = (await test.app.inject({ url: '/api/products' })).json() as PublicProduct[]
    expect(list.find((p) => p.slug === CAP_SCREWS)!.sizes).toEqual(answered.sizes)
  })

  it('keeps a typed weight as typed, marked false', async () => {
    const stored = test.app.stores.products.data.find((p) => p.slug === HEX_BOLTS)!
    const answered = await publicProduct(HEX_BOLTS)
    expect(answered.sizes).toEqual(stored.sizes.map((row) => ({ ...row, weight_computed: false })))
  })

  it('never writes a computed weight back: the admin list and the CSV export keep the blank', async () => {
    const admin = (await test.send('GET', '/api/admin/products')).json() as PublicProduct[]
    const listed = admin.find((p) => p.slug === CAP_SCREWS)!
    expect(listed.sizes.every((row) => row.weight_per_1000 === null && !('weight_computed' in row))).toBe(
      true,
    )
    const csv = (await test.send('GET', '/api/admin/products/export.csv')).body
    const line = csv.split('\n').find((text) => text.includes(CAP_SCREWS))!
    // A size token is size x length:stock:weight; a blank weight ends the token.
    expect(line).toMatch(/M8x30:(stock|order):(\||")/)
    const stored = await test.readProducts()
    expect(
      stored.find((p) => p.slug === CAP_SCREWS)!.sizes.every((row) => row.weight_per_1000 === null),
    ).toBe(true)
  })
})
