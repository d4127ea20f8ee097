import { VOCABULARY_KINDS } from '../../../../../shared/catalogue/technical-fields.ts'
import { describe, expect, it } from 'vitest'
import { adminTestApp } from '../../../../../test/helpers/admin-app.ts'

const test = adminTestApp()
const { send } = test

type Term = { id: string; label_tr: string; label_en: string; label_es: string; synonyms?: string[] }

const finishes = async (): Promise<Term[]> => (await send('GET', '/api/admin/vocabularies')).json().finishes

describe('admin vocabularies', () => {
  it('answers 401 without a token, for reading and writing', async () => {
    expect((await test.app.inject({ url: '/api/admin/vocabularies' })).statusCode).toBe(401)
    const put = await test.app.inject({
      method: 'PUT',
      url: '/api/admin/vocabularies/finishes',
      payload: { terms: [] },
    })
    expect(put.statusCode).toBe(401)
  })

  it('lists every kind with labels in three languages', async () => {
    const response = await send('GET', '/api/admin/vocabularies')
    expect(response.statusCode).toBe(200)
    const body = response.json()
    // Every vocabulary of the technical-field registry: materials, classes, finishes, heads, drives, sectors, ...
    expect(Object.keys(body).sort()).toEqual([...VOCABULARY_KINDS].sort())
    expect(VOCABULARY_KINDS).toEqual(
      expect.arrayContaining(['materials', 'classes', 'finishes', 'heads', 'drives', 'sectors']),
    )
    expect(body.materials).toContainEqual({
      id: 'a4',
      label_tr: 'Paslanmaz çelik A4 (316)',
      label_en: 'Stainless steel A4 (316)',
      label_es: 'Acero inoxidable A4 (316)',
      synonyms: expect.arrayContaining(['inox', 'stainless', 'paslanmaz', 'inoxidable']),
    })
  })

  it('edits labels and adds terms; every product using a changed label reads the new one at once', async () => {
    const terms = (await finishes()).map((term) =>
      term.id === 'zinc-white' ? { ...term, label_tr: 'Beyaz çinko', label_en: 'Clear zinc' } : term,
    )
    terms.push({ id: 'dacromet', label_tr: 'Dacromet', label_en: 'Dacromet', label_es: 'Dacromet' })
    const response = await send('PUT', '/api/admin/vocabularies/finishes', { terms })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual(terms)
    expect((await test.readJson('vocabularies.json')).finishes).toEqual(terms)

    const bolt = test.app.stores.products.data.find((p) => p.id === 'p-din-933-hex-bolt')!
    expect(bolt.specs).toContain('Beyaz çinko · Siyah oksit · Kaplamasız')
    expect(bolt.specs_en).toContain('Clear zinc · Black oxide · Plain')
    const onDisk = (await test.readProducts()).find((p) => p.id === bolt.id)
    expect(onDisk?.specs).toEqual(bolt.specs)
    const publicAnswer = (await test.app.inject({ url: '/api/vocabularies' })).json()
    expect(publicAnswer.finishes).toEqual(terms)
  })

  it('keeps the synonyms the admin edits, cleaned, and the search finds their products at once', async () => {
    const search = async (q: string) =>
      (await test.app.inject({ url: `/api/products/page?q=${encodeURIComponent(q)}&lang=en&limit=100` }))
        .json()
        .items.map((p: { id: string }) => p.id)
        .sort()
    expect(await search('kurbagacik')).toEqual([])
    const drives = (await send('GET', '/api/admin/vocabularies')).json().drives as Term[]
    const edited = drives.map((term) =>
      term.id === 'hex-socket'
        ? { ...term, synonyms: [...(term.synonyms ?? []), '  Kurbağacık ', 'kurbağacık'] }
        : term,
    )
    const response = await send('PUT', '/api/admin/vocabularies/drives', { terms: edited })
    expect(response.statusCode, response.body).toBe(200)
    const saved = (response.json() as Term[]).find((term) => term.id === 'hex-socket')!
    expect(saved.synonyms?.filter((s) => s.startsWith('Kurb'))).toEqual(['Kurbağacık'])
    const sockets = test.app.stores.products.data
      .filter((p) => p.is_active && p.technical.drive === 'hex-socket')
      .map((p) => p.id)
      .sort()
    expect(sockets.length).toBeGreaterThan(0)
    expect(await search('kurbagacik')).toEqual(sockets)
  })

  it('deletes an unused term, and refuses with 409 to delete one that products use', async () => {
    const all = await finishes()
    const unused = await send('PUT', '/api/admin/vocabularies/finishes', {
      terms: all.filter((term) => term.id !== 'dacromet'),
    })
    expect(unused.statusCode).toBe(200)

    const usedId = 'zinc-white'
    const count = test.app.stores.products.data.filter((p) => p.technical.finishes.includes(usedId)).length
    expect(count).toBeGreaterThan(0)
    const before = await finishes()
    const response = await send('PUT', '/api/admin/vocabularies/finishes', {
      terms: before.filter((term) => term.id !== usedId),
    })
    expect(response.statusCode).toBe(409)
    expect(response.json().error).toMatch(new RegExp(`silinemez: ${count} üründe kullanılıyor`))
    expect(await finishes()).toEqual(before)
  })

  it('refuses a duplicate id, an unsafe id, an unknown kind and a blank Turkish label', async () => {
    const term = { id: 'x', label_tr: 'X', label_en: '', label_es: '' }
    const cases: [string, object, RegExp][] = [
      ['finishes', { terms: [term, term] }, /^Aynı kimlik iki kez kullanılmış: x$/],
      ['finishes', { terms: [{ ...term, id: 'Has Space' }] }, /^Geçersiz veri: terms\.0\.id$/],
      ['finishes', { terms: [{ ...term, label_tr: '  ' }] }, /^Geçersiz veri: terms\.0\.label_tr$/],
      ['colours', { terms: [] }, /^Geçersiz veri/],
    ]
    for (const [kind, body, text] of cases) {
      const response = await send('PUT', `/api/admin/vocabularies/${kind}`, body)
      expect(response.statusCode, JSON.stringify(body)).toBe(400)
      expect(response.json().error).toMatch(text)
    }
  })

  it('saves several changed kinds in one write with PUT /, and every product reads the new labels', async () => {
    const before = (await send('GET', '/api/admin/vocabularies')).json()
    const finishesSent = (before.finishes as Term[]).map((term) =>
      term.id === 'black-oxide' ? { ...term, label_en: 'Blackened' } : term,
    )
    const materialsSent = [
      ...(before.materials as Term[]),
      { id: 'bronze', label_tr: 'Bronz', label_en: 'Bronze', label_es: 'Bronce' },
    ]
    const response = await send('PUT', '/api/admin/vocabularies', {
      finishes: finishesSent,
      materials: materialsSent,
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().finishes).toEqual(finishesSent)
    expect(response.json().materials).toEqual(materialsSent)
    expect(response.json().sectors).toEqual(before.sectors)
    const onDisk = await test.readJson('vocabularies.json')
    expect(onDisk.finishes).toEqual(finishesSent)
    expect(onDisk.materials).toEqual(materialsSent)
    const bolt = test.app.stores.products.data.find((p) => p.id === 'p-din-933-hex-bolt')!
    expect(bolt.specs_en.join('\n')).toContain('Blackened')
  })

  it('writes nothing when one kind of the batch is refused (all or nothing), and names the term', async () => {
    const before = (await send('GET', '/api/admin/vocabularies')).json()
    const usedId = 'zinc-white'
    const label = (before.finishes as Term[]).find((term) => term.id === usedId)!.label_tr
    const response = await send('PUT', '/api/admin/vocabularies', {
      materials: [...before.materials, { id: 'titanium', label_tr: 'Titanyum', label_en: '', label_es: '' }],
      finishes: (before.finishes as Term[]).filter((term) => term.id !== usedId),
    })
    expect(response.statusCode).toBe(409)
    expect(response.json().error).toMatch(new RegExp(`^“${label}” silinemez: \\d+ üründe kullanılıyor`))
    expect((await send('GET', '/api/admin/vocabularies')).json()).toEqual(before)
    expect(await test.readJson('vocabularies.json')).toEqual(before)

    const invalid = await send('PUT', '/api/admin/vocabularies', {
      materials: before.materials,
      finishes: [...before.finishes, { id: 'x', label_tr: '  ', label_en: '', label_es: '' }],
    })
    expect(invalid.statusCode).toBe(400)
    expect(invalid.json().error).toBe(`Geçersiz veri: finishes.${before.finishes.length}.label_tr`)
    for (const body of [{}, { colours: [] }]) {
      const refused = await send('PUT', '/api/admin/vocabularies', body)
      expect(refused.statusCode, JSON.stringify(body)).toBe(400)
    }
    expect(await test.readJson('vocabularies.json')).toEqual(before)
  })

  it('serves the public list with the cache headers of other public JSON', async () => {
    const response = await test.app.inject({ url: '/api/vocabularies' })
    expect(response.statusCode).toBe(200)
    expect(response.headers.etag).toBeDefined()
    expect(response.json().sectors.length).toBeGreaterThanOrEqual(8)
  })
})
