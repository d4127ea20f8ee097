import { access } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { adminTestApp } from '../../../../../test/helpers/admin-app.ts'
import { multipart } from '../../../../../test/helpers/multipart.ts'

const test = adminTestApp()
const { send } = test
const exists = (url: string) =>
  access(path.join(test.config.uploadsDir, 'public', url.replace(/^\/uploads\//, ''))).then(
    () => true,
    () => false,
  )

async function uploadSliderImage(): Promise<string> {
  const data = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#335577' } })
    .png()
    .toBuffer()
  const body = multipart({ title: 'Slider' }, { filename: 's.png', contentType: 'image/png', data })
  const response = await test.app.inject({
    method: 'POST',
    url: '/api/admin/upload/slider',
    headers: { ...test.auth, ...body.headers },
    payload: body.payload,
  })
  return response.json().url
}

describe('admin sliders', () => {
  it('lists every slider (inactive too) by sort order', async () => {
    const list = (await test.app.inject({ url: '/api/admin/sliders', headers: test.auth })).json()
    expect(list).toHaveLength(test.app.stores.sliders.data.length)
    expect(list.some((s: { is_active: boolean }) => !s.is_active)).toBe(true)
    const orders = list.map((s: { sort_order: number }) => s.sort_order)
    expect(orders).toEqual([...orders].sort((a, b) => a - b))
  })

  it('creates a slider (sort order 0 by default), stores it and shows it on the home page', async () => {
    const image = await uploadSliderImage()
    const response = await send('POST', '/api/admin/sliders', {
      image_url: image,
      alt_text: 'Yeni vitrin görseli',
      alt_text_es: ' Nueva imagen de portada ',
    })
    expect(response.statusCode).toBe(201)
    const slider = response.json()
    expect(slider).toMatchObject({
      image_url: image,
      alt_text: 'Yeni vitrin görseli',
      alt_text_en: '',
      alt_text_es: 'Nueva imagen de portada',
      sort_order: 0,
      is_active: true,
    })
    expect(test.app.stores.sliders.data).toContainEqual(slider)
    const onDisk = await test.readJson('sliders.json')
    expect(onDisk).toContainEqual(slider)
    expect((await test.app.inject({ url: '/api/sliders' })).json()).toContainEqual({
      id: slider.id,
      image_url: image,
      alt_text: 'Yeni vitrin görseli',
      alt_text_en: '',
      alt_text_es: 'Nueva imagen de portada',
    })
    expect((await test.app.inject({ url: '/' })).body).toContain(image.replace(/\.webp$/, ''))
    // Each page shows the alt text in its language, Turkish while the translation is blank.
    expect((await test.app.inject({ url: '/es' })).body).toContain('alt="Nueva imagen de portada"')
    expect((await test.app.inject({ url: '/en' })).body).toContain('alt="Yeni vitrin görseli"')
  })

  it('refuses a missing image, a bad sort order, unsafe URLs and extra keys', async () => {
    const blank = await send('POST', '/api/admin/sliders', { image_url: '', alt_text: 'x' })
    expect(blank.statusCode).toBe(400)
    expect(blank.json()).toEqual({ success: false, error: 'Lütfen slider resmi yükleyin' })
    for (const payload of [
      { alt_text: 'x' },
      { image_url: '/a.webp', sort_order: -1 },
      { image_url: '/a.webp', sort_order: 1.5 },
      { image_url: 'javascript:alert(1)' },
      { image_url: '/a.webp', link: 'x' },
    ]) {
      expect((await send('POST', '/api/admin/sliders', payload)).statusCode, JSON.stringify(payload)).toBe(
        400,
      )
    }
  })

  it('updates a slider (hide/show resends it with is_active flipped); 404 for unknown ids', async () => {
    const slider = test.app.stores.sliders.data[0]!
    const { id: _id, ...fields } = slider
    const response = await send('PUT', `/api/admin/sliders/${slider.id}`, {
      ...fields,
      is_active: !slider.is_active,
    })
    expect(response.statusCode).toBe(200)
    expect(test.app.stores.sliders.data.find((s) => s.id === slider.id)?.is_active).toBe(!slider.is_active)
    expect((await send('PUT', '/api/admin/sliders/nope', fields)).statusCode).toBe(404)
  })

  it('deleting a slider removes its uploaded image files (and 404 afterwards)', async () => {
    const image = await uploadSliderImage()
    const slider = (await send('POST', '/api/admin/sliders', { image_url: image })).json()
    expect(await exists(image)).toBe(true)
    expect((await send('DELETE', `/api/admin/sliders/${slider.id}`)).statusCode).toBe(204)
    expect(test.app.stores.sliders.data.some((s) => s.id === slider.id)).toBe(false)
    for (const variant of [image, image.replace('.webp', '-800.webp'), image.replace('.webp', '-400.webp')]) {
      expect(await exists(variant)).toBe(false)
    }
    expect((await send('DELETE', `/api/admin/sliders/${slider.id}`)).statusCode).toBe(404)
    // An image another slider still shows is kept (the seed has one image on two sliders).
    const sliders = test.app.stores.sliders.data
    const shared = sliders.find((s) => sliders.filter((o) => o.image_url === s.image_url).length > 1)!
    await send('DELETE', `/api/admin/sliders/${shared.id}`)
    expect(await exists(shared.image_url)).toBe(true)
  })

  it('rescan replaces the list with the images in uploads/sliders, keeping known alt texts', async () => {
    const known = await uploadSliderImage()
    const fresh = await uploadSliderImage()
    const kept = (
      await send('POST', '/api/admin/sliders', { image_url: known, alt_text: 'Bilinen', sort_order: 3 })
    ).json()
    const response = await send('POST', '/api/admin/rescan-slider-images')
    expect(response.statusCode).toBe(200)
    const list = response.json() as { id: string; image_url: string; alt_text: string; sort_order: number }[]
    const urls = list.map((s) => s.image_url)
    expect(urls).toContain(known)
    expect(urls).toContain(fresh)
    expect(urls.every((url) => url.startsWith('/uploads/sliders/') && !/-(800|400)\.webp$/.test(url))).toBe(
      true,
    )
    expect(list.find((s) => s.image_url === known)).toMatchObject({
      id: kept.id,
      alt_text: 'Bilinen',
      sort_order: 3,
    })
    const highestKept = Math.max(...list.filter((s) => s.image_url !== fresh).map((s) => s.sort_order))
    expect(list.find((s) => s.image_url === fresh)).toMatchObject({
      alt_text: '',
      alt_text_en: '',
      alt_text_es: '',
      sort_order: highestKept + 1,
    })
    // The seeded sliders' images live in uploads/sliders too, so a rescan keeps them.
    expect(urls).toContain('/uploads/sliders/hex-bolt-zinc.webp')
    expect(test.app.stores.sliders.data.map((s) => s.image_url).sort()).toEqual([...urls].sort())
  })
})
