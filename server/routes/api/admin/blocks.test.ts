import { describe, expect, it } from 'vitest'
import { adminTestApp } from '../../../../test/helpers/admin-app.ts'

const test = adminTestApp()
const { send, readJson } = test

const texts = (base: string, value: string) => ({
  [`${base}_tr`]: `${value} TR`,
  [`${base}_en`]: `${value} EN`,
  [`${base}_es`]: `${value} ES`,
})

const BLOCKS = [
  {
    block: 'portfolio',
    file: 'portfolio.json',
    store: () => test.app.stores.portfolio,
    publicUrl: '/api/portfolio',
    card: {
      ...texts('title', 'Kart'),
      ...texts('description', 'Açıklama'),
      color: 'bg-steel',
      image: '/uploads/demo/x.webp',
    },
    badCard: {
      ...texts('title', 'K'),
      ...texts('description', 'A'),
      color: '',
      image: 'javascript:alert(1)',
    },
  },
  {
    block: 'home-stats',
    file: 'home-stats.json',
    store: () => test.app.stores.homeStats,
    publicUrl: '/api/home-stats',
    card: { icon: 'star', value: '100+', ...texts('title', 'Sayaç'), ...texts('subtitle', 'Alt') },
    badCard: { icon: 'rocket', value: '1', ...texts('title', 'S'), ...texts('subtitle', 'A') },
  },
  {
    block: 'home-features',
    file: 'home-features.json',
    store: () => test.app.stores.features,
    publicUrl: '/api/home-features',
    card: { icon: 'shield', ...texts('title', 'Değer'), ...texts('description', 'Açıklama') },
    badCard: { icon: 'shield', ...texts('title', 'D'), ...texts('description', 'A'), extra: true },
  },
] as const

describe.each(BLOCKS)('admin $block block', ({ block, file, store, publicUrl, card, badCard }) => {
  const onDisk = () => readJson(file)

  it('answers the whole block with all cards, inactive too, by order', async () => {
    const answer = (await send('GET', `/api/admin/${block}`)).json()
    expect(answer.title_tr).toBe(store().data.title_tr)
    expect(answer.cards).toHaveLength(store().data.cards.length)
    const orders = answer.cards.map((c: { order: number }) => c.order)
    expect(orders).toEqual([...orders].sort((a, b) => a - b))
  })

  it('saves the block titles', async () => {
    const header = { ...texts('title', `${block} başlık`), ...texts('subtitle', `${block} alt başlık`) }
    const response = await send('POST', `/api/admin/${block}`, header)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject(header)
    expect(store().data).toMatchObject(header)
    expect(await onDisk()).toMatchObject(header)
    expect((await test.app.inject({ url: publicUrl })).json().title_en).toBe(`${block} başlık EN`)
    expect((await send('POST', `/api/admin/${block}`, { ...header, cards: [] })).statusCode).toBe(400)
  })

  it('adds, updates and deletes a card (stored, shown publicly only while active)', async () => {
    const created = await send('POST', `/api/admin/${block}/cards`, card)
    expect(created.statusCode).toBe(201)
    const saved = created.json()
    expect(saved).toMatchObject({ ...card, is_active: true })
    expect(saved.order).toBe(
      Math.max(
        ...store()
          .data.cards.filter((c) => c.id !== saved.id)
          .map((c) => c.order),
      ) + 1,
    )
    expect(store().data.cards).toContainEqual(saved)
    expect((await onDisk()).cards).toContainEqual(saved)
    expect(
      (await test.app.inject({ url: publicUrl })).json().cards.map((c: { id: string }) => c.id),
    ).toContain(saved.id)

    const updated = await send('PUT', `/api/admin/${block}/cards/${saved.id}`, {
      ...card,
      order: 0,
      is_active: false,
    })
    expect(updated.statusCode).toBe(200)
    expect(store().data.cards.find((c) => c.id === saved.id)).toMatchObject({ order: 0, is_active: false })
    expect(
      (await test.app.inject({ url: publicUrl })).json().cards.map((c: { id: string }) => c.id),
    ).not.toContain(saved.id)

    expect((await send('DELETE', `/api/admin/${block}/cards/${saved.id}`)).statusCode).toBe(204)
    expect(store().data.cards.some((c) => c.id === saved.id)).toBe(false)
    expect((await send('DELETE', `/api/admin/${block}/cards/${saved.id}`)).statusCode).toBe(404)
    expect((await send('PUT', `/api/admin/${block}/cards/${saved.id}`, card)).statusCode).toBe(404)
  })

  it('refuses invalid cards', async () => {
    const count = store().data.cards.length
    expect((await send('POST', `/api/admin/${block}/cards`, badCard)).statusCode).toBe(400)
    expect((await send('POST', `/api/admin/${block}/cards`, { ...card, id: 'mine' })).statusCode).toBe(400)
    expect((await send('POST', `/api/admin/${block}/cards`, { ...card, order: -1 })).statusCode).toBe(400)
    expect(store().data.cards.length).toBe(count)
  })
})
