import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import DxfParser from 'dxf-parser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CadMesh } from '../../shared/cad.ts'
import enTexts from '../../shared/i18n/locales/en/cad.json'
import trTexts from '../../shared/i18n/locales/tr/cad.json'
import { createTestApp } from '../../test/helpers/app.ts'
import { readStep } from '../../test/helpers/step-reader.ts'
import { CadModels, MODEL_VERSION } from '../cad/cad-models.ts'
import { contentMatchesName } from '../submissions/sniff.ts'

/*
 * The STEP files are read back with an independent reader (occt-import-js, OpenCascade's own STEP reader built
 * separately from the kernel that wrote them) and their solids measured against the standards' tables.
 */

let test: Awaited<ReturnType<typeof createTestApp>>
let cacheDir: string
beforeAll(async () => {
  cacheDir = await mkdtemp(path.join(os.tmpdir(), 'cad-test-'))
  test = await createTestApp({ CACHE_DIR: cacheDir })
})
afterAll(async () => {
  await test.close()
  await rm(cacheDir, { recursive: true, force: true })
})

const BOLT = 'din-933-alti-kose-basli-civata'
const PARTLY = 'din-931-yarim-dis-alti-kose-basli-civata'
const SOCKET = 'din-912-silindir-basli-imbus-vida'
const COUNTERSUNK = 'din-7991-havsa-basli-imbus-vida'
const BUTTON = 'iso-7380-mercimek-basli-imbus-vida'
const NUT = 'din-934-alti-kose-somun'
const WASHER = 'din-125-duz-pul'
const SPRING = 'din-127-yayli-pul'
const CARRIAGE = 'din-603-bombe-basli-kare-boyunlu-civata'

const cadUrl = (slug: string, file: string, lang = '') => `${lang}/urunler/${slug}/cad/${file}`

/** A size row's STEP file, read back and measured. */
async function measured(slug: string, file: string) {
  const response = await test.app.inject({ url: cadUrl(slug, file) })
  expect(response.statusCode, `${slug} ${file}: ${response.body.slice(0, 200)}`).toBe(200)
  const solids = await readStep(new Uint8Array(response.rawPayload))
  expect(solids.names).toHaveLength(1)
  return { ...solids, name: solids.names[0], text: response.body }
}

/** Within 0.05 mm: the reader's triangles lie on the surface, up to the meshing's tolerance. */
const near = (value: number, expected: number) => expect(value).toBeCloseTo(expected, 1)

describe('STEP models of every size row', () => {
  it('DIN 933 M10x40: across flats 17, across corners 18.9-19.6, 40 + k 6.4 long, bearing face at z = 0', async () => {
    const solid = await measured(BOLT, 'M10x40.step')
    // Flats facing X, corners on Y.
    near(solid.x, 17)
    expect(solid.y).toBeGreaterThanOrEqual(18.9)
    expect(solid.y).toBeLessThanOrEqual(19.64)
    near(solid.z, 46.4)
    near(solid.top, 6.4)
    near(solid.bottom, -40)
    expect(solid.name).toBe('DIN 933 M10x40')
    expect(solid.text).toMatch(/^ISO-10303-21;/)
    expect(solid.text).toMatch(/FILE_SCHEMA\(\(\s*'AP242_MANAGED_MODEL_BASED_3D_ENGINEERING/)
    expect(solid.text).toContain('SI_UNIT(.MILLI.,.METRE.)')
  })

  it('other hexagon bolts follow their own rows (DIN 933 M6x30 and M12x50, DIN 931 M8x50)', async () => {
    const m6 = await measured(BOLT, 'M6x30.step')
    near(m6.x, 10)
    near(m6.z, 30 + 4)
    // DIN 933 keeps s 19 for M12 where ISO 4017 has 18.
    const m12 = await measured(BOLT, 'M12x50.step')
    near(m12.x, 19)
    near(m12.z, 50 + 7.5)
    const partly = await measured(PARTLY, 'M8x50.step')
    near(partly.x, 13)
    near(partly.z, 50 + 5.3)
  })

  it('DIN 934 M8 nut: s 13, m 6.5, standing on z = 0', async () => {
    const nut = await measured(NUT, 'M8.step')
    near(nut.x, 13)
    near(nut.z, 6.5)
    near(nut.bottom, 0)
    const m12 = await measured(NUT, 'M12.step')
    near(m12.x, 19)
    near(m12.z, 10)
  })

  it('DIN 125 M8 washer: d2 16, h 1.6; DIN 127 M12 spring washer: d2 21.1, s 2.5', async () => {
    const washer = await measured(WASHER, 'M8.step')
    near(washer.x, 16)
    near(washer.y, 16)
    near(washer.z, 1.6)
    const m4 = await measured(WASHER, 'M4.step')
    near(m4.x, 9)
    near(m4.z, 0.8)
    const spring = await measured(SPRING, 'M12.step')
    near(spring.x, 21.1)
    near(spring.z, 2.5)
  })

  it('DIN 912 M6x20: head diameter 10, head height 6; countersunk and button heads to their tables', async () => {
    const socket = await measured(SOCKET, 'M6x20.step')
    near(socket.x, 10)
    near(socket.y, 10)
    near(socket.top, 6)
    near(socket.z, 26)
    const small = await measured(SOCKET, 'M3x10.step')
    near(small.x, 5.5)
    near(small.z, 13)
    // DIN 7991 M8x30: dk 16, l measured from the flush top (z = 0) down.
    const countersunk = await measured(COUNTERSUNK, 'M8x30.step')
    near(countersunk.x, 16)
    near(countersunk.top, 0)
    near(countersunk.z, 30)
    // ISO 7380 M8x20: dk 14; the dome's top is cut by the socket, so it stays below k 4.4.
    const button = await measured(BUTTON, 'M8x20.step')
    near(button.x, 14)
    near(button.bottom, -20)
    expect(button.top).toBeGreaterThan(3.5)
    expect(button.top).toBeLessThanOrEqual(4.4)
  })

  it('names the download in the visitor language and keeps one model for every language', async () => {
    const tr = await test.app.inject({ url: cadUrl(BOLT, 'M8x30.step') })
    const en = await test.app.inject({ url: cadUrl(BOLT, 'M8x30.step', '/en') })
    const es = await test.app.inject({ url: cadUrl(BOLT, 'M8x30.step', '/es') })
    expect(tr.headers['content-disposition']).toMatch(/^attachment; filename="din-933-.*-m8x30\.step"$/)
    expect(en.headers['content-disposition']).toMatch(/hex.*-m8x30\.step"$/)
    expect(es.headers['content-disposition']).toMatch(/tornillo.*-m8x30\.step"$/)
    expect(tr.headers['content-type']).toBe('model/step')
    // Text, sent compressed to a browser that takes it (a quarter of the bytes or less).
    const gzipped = await test.app.inject({
      url: cadUrl(BOLT, 'M8x30.step'),
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(gzipped.headers['content-encoding']).toBe('gzip')
    expect(gzipped.rawPayload.length).toBeLessThan(tr.rawPayload.length / 4)
    expect(en.headers.etag).toBe(tr.headers.etag)
    expect(es.rawPayload.equals(tr.rawPayload)).toBe(true)
  })

  it('answers 404 with a plain sentence for a size the standard or the product lacks, never a model', async () => {
    const cases = [
      cadUrl(BOLT, 'M10x41.step'), // not a row of the product
      cadUrl(BOLT, 'M16x40.step'), // not a size of the standard in our range
      cadUrl(BOLT, 'M10.step'), // a bolt without its length
      cadUrl(NUT, 'M8x20.step'), // a nut with a length
      cadUrl(CARRIAGE, 'M8x40.step'), // a part with no drawing profile
      cadUrl(BOLT, 'M10x1e3.step'),
      cadUrl(BOLT, 'M10x40.stp'),
      cadUrl(BOLT, '..%2F..%2Fpackage.json'),
    ]
    for (const url of cases) {
      const response = await test.app.inject({ url })
      expect(response.statusCode, url).toBe(404)
      expect(response.headers['content-type'], url).toMatch(/^text\/plain/)
      expect(response.body, url).toBe(trTexts['cad.notFound'])
    }
    const english = await test.app.inject({ url: cadUrl(BOLT, 'M16x40.step', '/en') })
    expect(english.body).toBe(enTexts['cad.notFound'])
    const unknown = await test.app.inject({ url: cadUrl('no-such-product', 'M8.step', '/en') })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.body).toBe(enTexts['cad.noProduct'])
  })

  it('is taken back by the quote form: the attachment check reads a downloaded model as a STEP file', async () => {
    const response = await test.app.inject({ url: cadUrl(BOLT, 'M8x30.step', '/en') })
    const saved = path.join(cacheDir, String(response.headers['content-disposition']).split('"')[1]!)
    await writeFile(saved, response.rawPayload)
    expect(await contentMatchesName(saved, path.basename(saved))).toBe('step')
  })

  it('gives the size row its DXF drawing in mm with the values, and the quote form takes it back', async () => {
    const response = await test.app.inject({ url: cadUrl(BOLT, 'M10x40.dxf', '/es') })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('image/vnd.dxf')
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="tornillo.*-m10x40\.dxf"$/)
    const parsed = new DxfParser().parseSync(response.body)!
    expect(Object.keys(parsed.tables.layer.layers)).toEqual(expect.arrayContaining(['OUTLINE', 'DIMENSIONS']))
    const labels = parsed.entities.flatMap((entity) => ('text' in entity ? [String(entity.text)] : []))
    expect(labels).toEqual(expect.arrayContaining(['s = 17', 'k = 6.4', 'l = 40']))
    const saved = path.join(cacheDir, 'M10x40.dxf')
    await writeFile(saved, response.rawPayload)
    expect(await contentMatchesName(saved, 'M10x40.dxf')).toBe('dxf')
    // DIN 127 M8 lacks its section width b: neither a drawing nor a model, and the page offers none.
    for (const file of ['M8.dxf', 'M8.step']) {
      expect((await test.app.inject({ url: cadUrl(SPRING, file) })).statusCode, file).toBe(404)
    }
  })

  it('gives the 3D view a mesh of the same solid', async () => {
    const response = await test.app.inject({ url: cadUrl(BOLT, 'M10x40.mesh.json') })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
    const mesh = response.json<CadMesh>()
    expect(mesh.v).toBe(1)
    expect(mesh.positions.length % 3).toBe(0)
    expect(mesh.normals).toHaveLength(mesh.positions.length)
    expect(mesh.indices.length % 3).toBe(0)
    expect(Math.max(...mesh.indices)).toBeLessThan(mesh.positions.length / 3)
    expect(mesh.edges.length % 6).toBe(0)
    // No seam of a revolved face among the edges: the shank's cylinder shows no line along its length.
    for (let i = 0; i < mesh.edges.length; i += 6) {
      const [x0, y0, z0, x1, y1, z1] = mesh.edges.slice(i, i + 6) as [
        number,
        number,
        number,
        number,
        number,
        number,
      ]
      const alongShank = Math.max(z0, z1) <= 0 && x0 === x1 && y0 === y1 && Math.abs(z0 - z1) > 5
      expect(alongShank, `edge ${i / 6}`).toBe(false)
    }
    const [minX, minY, minZ, maxX, maxY, maxZ] = mesh.bbox
    near(maxX - minX, 17)
    near(maxY - minY, 17 / Math.cos(Math.PI / 6))
    near(minZ, -40)
    near(maxZ, 6.4)
  })

  it('builds a model once and keeps it on disk, across a restart too', async () => {
    const models = test.app.cadModels
    const first = await test.app.inject({ url: cadUrl(BOLT, 'M5x20.step') })
    const built = models.built
    const again = await test.app.inject({ url: cadUrl(BOLT, 'M5x20.step') })
    expect(models.built).toBe(built)
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true)
    const revalidated = await test.app.inject({
      url: cadUrl(BOLT, 'M5x20.step'),
      headers: { 'if-none-match': first.headers.etag as string },
    })
    expect(revalidated.statusCode).toBe(304)
    // Another process over the same cache folder finds the file and builds nothing.
    const reopened = await CadModels.open(cacheDir, test.config.distDir)
    try {
      const spec = { shape: 'hex-bolt', d: 5, l: 20, pitch: 0.8, s: 8, k: 3.5 } as const
      const files = await reopened.get(spec, 'DIN 933 M5x20')
      expect(files.key).toBe(String(first.headers.etag).slice(1, -1))
      expect(reopened.built).toBe(0)
      expect(reopened.workerStarts).toBe(0)
    } finally {
      await reopened.close()
    }
  })
  it('builds a model again when a cleaner emptied the cache folder under the running server', async () => {
    const models = test.app.cadModels
    const first = await test.app.inject({ url: cadUrl(BOLT, 'M5x25.step') })
    expect(first.statusCode).toBe(200)
    const built = models.built
    await rm(path.join(cacheDir, 'cad'), { recursive: true, force: true })
    const again = await test.app.inject({ url: cadUrl(BOLT, 'M5x25.step') })
    expect(again.statusCode).toBe(200)
    expect(models.built).toBe(built + 1)
    // The same model (a STEP file names the moment it was written, so the bytes differ there).
    expect(again.headers.etag).toBe(first.headers.etag)
    expect(again.body.startsWith('ISO-10303-21;')).toBe(true)
  })
})

describe('the CAD worker', () => {
  it('keeps nothing of a model that fails to build, and builds the next one', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'cad-fail-'))
    const models = await CadModels.open(dir, test.config.distDir)
    try {
      // A washer whose hole is wider than the washer: OpenCascade cannot make a solid of it.
      const broken = { shape: 'washer', d1: 10, d2: 10, h: 0 } as const
      await expect(models.get(broken, 'broken')).rejects.toThrow()
      const files = (await readdir(path.join(dir, 'cad', `v${MODEL_VERSION}`))).filter(
        (file) => !file.endsWith('.tmp'),
      )
      expect(files).toEqual([])
      const fine = await models.get({ shape: 'washer', d1: 8.4, d2: 16, h: 1.6 }, 'DIN 125 M8')
      expect(path.basename(fine.step)).toMatch(/\.step$/)
      expect(models.built).toBe(1)
    } finally {
      await models.close()
      await rm(dir, { recursive: true, force: true })
    }
  })

  it('after a crash mid-write: the temporary file is removed at start and the half-kept model built again', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'cad-crash-'))
    const spec = { shape: 'washer', d1: 8.4, d2: 16, h: 1.6 } as const
    const key = CadModels.keyOf(spec, 'DIN 125 M8')
    const folder = path.join(dir, 'cad', `v${MODEL_VERSION}`)
    await mkdir(folder, { recursive: true })
    // Killed after writing the mesh, while writing the STEP.
    await writeFile(path.join(folder, `${key}.mesh.json`), '{"v":1')
    await writeFile(path.join(folder, `${key}.step.4242.tmp`), 'ISO-10303-21;\nHEAD')
    const models = await CadModels.open(dir, test.config.distDir)
    try {
      expect((await readdir(folder)).filter((file) => file.endsWith('.tmp'))).toEqual([])
      const files = await models.get(spec, 'DIN 125 M8')
      expect(models.built).toBe(1)
      const mesh = JSON.parse(await readFile(files.mesh, 'utf8')) as CadMesh
      expect(mesh.bbox[5]).toBeCloseTo(1.6, 2)
    } finally {
      await models.close()
      await rm(dir, { recursive: true, force: true })
    }
  })

  it('stops after its idle time, giving the kernel memory back, and starts again when asked', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'cad-idle-'))
    const models = await CadModels.open(dir, test.config.distDir, { idleMs: 300 })
    try {
      await models.get({ shape: 'washer', d1: 6.4, d2: 12, h: 1.6 }, 'DIN 125 M6')
      expect(models.workerRunning).toBe(true)
      await new Promise((resolve) => setTimeout(resolve, 1_000))
      expect(models.workerRunning).toBe(false)
      await models.get({ shape: 'washer', d1: 5.3, d2: 10, h: 1 }, 'DIN 125 M5')
      expect(models.workerStarts).toBe(2)
    } finally {
      await models.close()
      await rm(dir, { recursive: true, force: true })
    }
  })
})
