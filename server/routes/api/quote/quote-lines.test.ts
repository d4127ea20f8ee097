import { describe, expect, it } from 'vitest'
import type { Submission } from '../../../../shared/schemas/submission.ts'
import { formTestApp } from '../../../../test/helpers/form-test-app.ts'
import { multipartBody, type UploadFile } from '../../../../test/helpers/multipart.ts'

const test = formTestApp({ MAIL_FROM: 'Kuzey Web <site@kuzey.test>', MAIL_TO: 'teklif@kuzey.test' })
let nextIp = 1

type Answer = { success: boolean; error?: string; reference?: string }

async function post(
  kind: 'quote' | 'contact',
  fields: Record<string, string>,
  attachments: UploadFile[] = [],
) {
  const body = await multipartBody(fields, attachments)
  const response = await test.app.inject({
    method: 'POST',
    url: `/api/${kind}`,
    // A new address each time: the form's rate limit is not what these tests are about.
    remoteAddress: `10.7.${Math.floor(nextIp / 250)}.${nextIp++ % 250}`,
    ...body,
  })
  return { status: response.statusCode, body: response.json() as Answer }
}

const buyer = { name: 'Ana López', email: 'ana@ejemplo.es', company: 'Montajes López' }
const quote = (items: unknown, lang = 'es', fields: Record<string, string> = {}) =>
  post('quote', { lang, ...buyer, ...fields, items: JSON.stringify(items) })

async function stored(reference: string): Promise<Submission> {
  const entry = test.app.submissions.entries().find((candidate) => candidate.reference === reference)
  if (!entry) throw new Error(`no request ${reference}`)
  return (await test.app.submissions.get(entry.id))!
}

function demo(slug: string) {
  const product = test.app.stores.products.data.find((p) => p.slug === slug)
  if (!product) throw new Error(`no demo product ${slug}`)
  return product
}

describe('POST /api/quote with a quote list', () => {
  it('stores every line with the product as it was named, and answers a readable reference', async () => {
    const bolt = demo('din-933-alti-kose-basli-civata')
    const row = bolt.sizes.find((r) => r.length !== null)!
    const nut = demo('din-934-alti-kose-somun')
    const lines = [
      {
        product: bolt.slug,
        size: row.size,
        length: row.length,
        material: bolt.technical.materials[0],
        class: bolt.technical.classes[0],
        finish: bolt.technical.finishes[0],
        quantity: 5000,
        note: 'Lote con certificado 3.1',
      },
      { product: nut.slug, size: nut.sizes[0]!.size, quantity: 2000 },
      { text: 'Arandela especial Ø 17 x 30 x 3 según plano', quantity: 750 },
    ]
    const answer = await quote(lines)
    expect(answer.status).toBe(200)
    // The company's year (Turkey, UTC+3): a request late on 31 December UTC is already next year's.
    const year = new Date(Date.now() + 3 * 3600_000).getUTCFullYear()
    expect(answer.body.reference).toMatch(new RegExp(`^Q-${year}-\\d{5}$`))
    const record = await stored(answer.body.reference!)
    expect(record.items).toEqual([
      { ...lines[0], name: bolt.name_tr, standard: 'DIN 933' },
      { ...lines[1], name: nut.name_tr, standard: 'DIN 934' },
      lines[2],
    ])
    // The inbox search finds it by its reference.
    const found = await test.app.submissions.page({ q: answer.body.reference!.toLowerCase(), limit: 10 })
    expect(found.items.map((item) => item.id)).toEqual([record.id])
  })

  it('gives requests arriving together distinct references, counted up', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => quote([{ text: `Pieza ${i}`, quantity: i + 1 }], 'en')),
    )
    const references = answers.map((answer) => answer.body.reference!)
    expect(new Set(references).size).toBe(30)
    const numbers = references.map((reference) => Number(reference.split('-')[2])).sort((a, b) => a - b)
    expect(numbers.at(-1)! - numbers[0]!).toBe(29)
  })

  it('refuses a bad line by its number, in the visitor language, and stores nothing', async () => {
    const bolt = demo('din-933-alti-kose-basli-civata')
    const row = bolt.sizes.find((r) => r.length !== null)!
    const good = { product: bolt.slug, size: row.size, length: row.length, quantity: 100 }
    const before = test.app.submissions.size
    const cases: [unknown, string, string][] = [
      [
        [good, { ...good, quantity: 0 }],
        'en',
        'Line 2: the quantity must be a whole number of pieces from 1 to 1,000,000,000.',
      ],
      [
        [{ ...good, quantity: 1_000_000_001 }],
        'tr',
        'Satır 1: miktar 1 ile 1.000.000.000 arasında tam sayı (adet) olmalıdır.',
      ],
      [
        [good, good, { ...good, quantity: 2.5 }],
        'es',
        'Línea 3: la cantidad debe ser un número entero de piezas entre 1 y 1.000.000.000.',
      ],
      [
        [{ product: 'no-such-product', quantity: 5 }],
        'en',
        'Line 1: this product is no longer in our catalogue.',
      ],
      [[{ ...good, size: 'M2' }], 'en', 'Line 1: this product is not made in size M2.'],
      [
        [{ ...good, length: 499 }],
        'es',
        `Línea 1: este producto no se fabrica en ${row.size} con una longitud de 499 mm.`,
      ],
      [[{ ...good, material: 'titanium' }], 'en', 'Line 1: titanium is not offered for this product.'],
      [[{ quantity: 5 }], 'tr', 'Satır 1: bir ürün seçin veya parçayı tarif edin.'],
      [[{ ...good, price: 1 }], 'en', 'Line 1 could not be read.'],
      [
        [{ text: 'x'.repeat(501), quantity: 1 }],
        'en',
        'Line 1: the description or note can be at most 500 characters.',
      ],
      [Array.from({ length: 201 }, () => good), 'en', 'A request can hold at most 200 lines.'],
      [
        { lines: [good] },
        'es',
        'No se pudo leer la lista de presupuesto. Recargue la página y envíela de nuevo.',
      ],
    ]
    for (const [items, lang, error] of cases) {
      expect(await quote(items, lang), error).toEqual({ status: 400, body: { success: false, error } })
    }
    // Not JSON at all.
    expect((await post('quote', { lang: 'en', ...buyer, items: '[{' })).body.error).toBe(
      'The quote list could not be read. Please reload the page and send it again.',
    )
    // Two bad lines: both named, with the form's own problems.
    const two = await quote([{ ...good, quantity: -1 }, good, { product: 'gone', quantity: 1 }], 'en', {
      email: 'x',
    })
    expect(two.body.error!.split('\n')).toEqual([
      'Please enter a valid e-mail address',
      'Line 1: the quantity must be a whole number of pieces from 1 to 1,000,000,000.',
      'Line 3: this product is no longer in our catalogue.',
    ])
    expect(test.app.submissions.size).toBe(before)
    // 200 lines are a request.
    const full = await quote(
      Array.from({ length: 200 }, (_, i) => ({ ...good, quantity: i + 1 })),
      'en',
    )
    expect(full.status).toBe(200)
    expect((await stored(full.body.reference!)).items).toHaveLength(200)
  })

  it("keeps the spec's single-product form: no lines, a reference all the same", async () => {
    const answer = await post('quote', {
      lang: 'tr',
      ...buyer,
      productType: 'DIN 933 M8x40',
      quantity: '5000',
    })
    expect(answer.status).toBe(200)
    const record = await stored(answer.body.reference!)
    expect(record.items).toBeUndefined()
    expect(record.fields.productType).toBe('DIN 933 M8x40')
  })

  it('promises an address at most 3 acknowledgements a day, and stores every request', async () => {
    const email = 'flood@victim.example'
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => quote([{ text: `Bomb ${i}`, quantity: 1 }], 'en', { email })),
    )
    expect(answers.every((answer) => answer.status === 200)).toBe(true)
    const states = await Promise.all(
      answers.map(async (answer) => (await stored(answer.body.reference!)).acknowledgement?.state),
    )
    expect(states.filter((state) => state === 'waiting')).toHaveLength(3)
    expect(states.filter((state) => state === 'capped')).toHaveLength(5)
    // Another spelling of the same address is the same address.
    const upper = await quote([{ text: 'Again', quantity: 1 }], 'en', { email: 'FLOOD@victim.example' })
    expect((await stored(upper.body.reference!)).acknowledgement?.state).toBe('capped')
    // Another address is not affected.
    const other = await quote([{ text: 'Mine', quantity: 1 }], 'en', { email: 'someone@else.example' })
    expect((await stored(other.body.reference!)).acknowledgement?.state).toBe('waiting')
    // A contact message gets no acknowledgement and no reference.
    const message = await post('contact', { lang: 'en', ...buyer, subject: 'Hello', message: 'Hi' })
    expect(message.body).toEqual({ success: true })
  })
})

/** The opening bytes of each CAD format, as the programs that write them do. */
const CAD: Record<string, Buffer> = {
  'bracket.step': Buffer.from(
    "ISO-10303-21;\nHEADER;\nFILE_DESCRIPTION(('bracket'),'2;1');\nENDSEC;\nDATA;\nENDSEC;\nEND-ISO-10303-21;\n",
  ),
  'BOLT.STP': Buffer.from('\uFEFFISO-10303-21;\r\nHEADER;\r\nENDSEC;\r\n'),
  'plate.igs': Buffer.from(
    `${'IGES file written by a CAD program'.padEnd(72)}S      1\n${'1H,,1H;,4HPART,'.padEnd(72)}G      1\n`,
  ),
  'flange.iges': Buffer.from(`${''.padEnd(72)}S0000001\r\n`),
  'drawing.dxf': Buffer.from(
    '  0\nSECTION\n  2\nHEADER\n  9\n$ACADVER\n  1\nAC1015\n  0\nENDSEC\n  0\nEOF\n',
  ),
  'commented.dxf': Buffer.from('999\nwritten by LibreCAD\n  0\r\nSECTION\r\n  2\r\nENTITIES\r\n'),
  'binary.dxf': Buffer.concat([Buffer.from('AutoCAD Binary DXF\r\n\x1a\0', 'latin1'), Buffer.alloc(64, 1)]),
  'part.dwg': Buffer.concat([Buffer.from('AC1032'), Buffer.alloc(128, 0)]),
  'models.zip': Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]), Buffer.alloc(64, 0)]),
}

describe('CAD files on a quote', () => {
  it('takes STEP, IGES, DXF, DWG and ZIP files whose bytes are what their names say', async () => {
    const files = Object.entries(CAD).map(([name, bytes]) => ({ name, bytes }))
    for (let start = 0; start < files.length; start += 5) {
      const answer = await post('quote', { lang: 'en', ...buyer }, files.slice(start, start + 5))
      expect(answer.status, JSON.stringify(answer.body)).toBe(200)
      const record = await stored(answer.body.reference!)
      expect(record.attachments.map((a) => a.original_name)).toEqual(
        files.slice(start, start + 5).map((f) => f.name),
      )
    }
    const record = await stored(
      (await post('quote', { lang: 'en', ...buyer }, files.slice(0, 1))).body.reference!,
    )
    expect(record.attachments[0]).toMatchObject({
      mime: 'model/step',
      stored_name: expect.stringMatching(/\.step$/),
    })
  })

  it('refuses a file dressed up as CAD, and CAD files on the contact form', async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)])
    for (const name of ['setup.step', 'setup.igs', 'setup.dxf', 'setup.dwg', 'setup.zip']) {
      const answer = await post('quote', { lang: 'en', ...buyer }, [{ name, bytes: exe }])
      expect(answer.status).toBe(400)
      expect(answer.body.error).toContain(`${name}: Unsupported file type`)
      expect(answer.body.error).toContain('step, stp, iges, igs, dxf, dwg, zip')
    }
    // A DXF's bytes under a STEP name: the name promises what the bytes are not.
    expect(
      (await post('quote', { lang: 'en', ...buyer }, [{ name: 'x.step', bytes: CAD['drawing.dxf']! }]))
        .status,
    ).toBe(400)
    const contact = await post('contact', { lang: 'en', ...buyer, subject: 'Drawing', message: 'See file' }, [
      { name: 'bracket.step', bytes: CAD['bracket.step']! },
    ])
    expect(contact.status).toBe(400)
    expect(contact.body.error).toBe(
      'bracket.step: Unsupported file type. Supported types: pdf, jpg, jpeg, png, gif, doc, docx',
    )
  })
})
