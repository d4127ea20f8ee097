import { describe, expect, it } from 'vitest'
import { storedSubmissions } from '../../../../test/helpers/submissions.ts'
import { adminTestApp } from '../../../../test/helpers/admin-app.ts'

const test = adminTestApp()
const { send, readJson } = test

describe('admin about', () => {
  it('reads and saves the full about record; the about page shows it', async () => {
    const about = (await send('GET', '/api/admin/about')).json()
    expect(about).toEqual(test.app.stores.about.data)
    const changed = { ...about, mission_tr: 'Yeni misyon metni', mission_en: 'New mission text' }
    const response = await send('PUT', `/api/admin/about/${about.id}`, changed)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual(changed)
    expect(test.app.stores.about.data).toEqual(changed)
    expect(await readJson('about.json')).toEqual(changed)
    expect((await test.app.inject({ url: '/hakkimizda' })).body).toContain('Yeni misyon metni')
    expect((await test.app.inject({ url: '/en/hakkimizda' })).body).toContain('New mission text')
  })

  it('answers 404 for another id and 400 for unknown keys or over-long texts', async () => {
    const about = test.app.stores.about.data
    expect((await send('PUT', '/api/admin/about/other-id', about)).statusCode).toBe(404)
    expect((await send('PUT', `/api/admin/about/${about.id}`, { ...about, html: '<b>' })).statusCode).toBe(
      400,
    )
    expect(
      (await send('PUT', `/api/admin/about/${about.id}`, { ...about, mission_tr: 'x'.repeat(3001) }))
        .statusCode,
    ).toBe(400)
    expect(test.app.stores.about.data.id).toBe(about.id)
  })
})

describe('admin contact info', () => {
  it('reads and saves the contact record: its own fields in contact.json, the facts in the settings', async () => {
    const contact = (await send('GET', '/api/admin/contact')).json()
    expect(contact).toEqual({
      ...test.app.stores.contact.data,
      address_tr: test.app.stores.settings.data.company_address,
      address_en: test.app.stores.settings.data.company_address_en,
      address_es: test.app.stores.settings.data.company_address_es,
      phone_tr: test.app.stores.settings.data.company_phone,
      phone_en: test.app.stores.settings.data.company_phone,
      phone_es: test.app.stores.settings.data.company_phone,
      email_tr: test.app.stores.settings.data.company_email,
      email_en: test.app.stores.settings.data.company_email,
      email_es: test.app.stores.settings.data.company_email,
    })
    const changed = { ...contact, phone_tr: '+90 212 000 00 00', hours_en: 'Mon-Fri 08:30-18:30' }
    const response = await send('PUT', '/api/admin/contact', changed)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      ...changed,
      phone_en: '+90 212 000 00 00',
      phone_es: '+90 212 000 00 00',
    })
    expect(test.app.stores.contact.data.hours_en).toBe('Mon-Fri 08:30-18:30')
    expect((await readJson('settings.json')).company_phone).toBe('+90 212 000 00 00')
    expect(Object.keys(await readJson('contact.json')).sort()).toEqual(
      ['email2', 'hours_en', 'hours_es', 'hours_tr', 'map_query'].sort(),
    )
    expect((await test.app.inject({ url: '/iletisim' })).body).toContain('+90 212 000 00 00')
    expect((await send('PUT', '/api/admin/contact', { ...changed, fax: '1' })).statusCode).toBe(400)
  })

  it('keeps one phone for every language: the value that changed is saved, keys left out keep theirs', async () => {
    const saved = await send('PUT', '/api/admin/contact', {
      phone_tr: '+90 212 000 00 00',
      phone_en: '+90 212 777 88 99',
      phone_es: '+90 212 000 00 00',
    })
    expect(saved.json().phone_es).toBe('+90 212 777 88 99')
    expect(test.app.stores.settings.data.company_phone).toBe('+90 212 777 88 99')
    const hoursOnly = await send('PUT', '/api/admin/contact', { hours_es: 'Lunes a viernes' })
    expect(hoursOnly.json().phone_tr).toBe('+90 212 777 88 99')
    expect(hoursOnly.json().hours_es).toBe('Lunes a viernes')
  })
})

describe('admin settings', () => {
  it('answers every key and saves the settings object; the site header shows it', async () => {
    const settings = (await send('GET', '/api/admin/settings')).json()
    expect(settings).toEqual(test.app.stores.settings.data)
    const changed = {
      ...settings,
      company_phone: '+90 555 111 22 33',
      social_facebook: 'https://facebook.com/kuzey',
      site_logo: '/uploads/branding/logo.webp',
      company_website: 'https://example.com',
    }
    const response = await send('POST', '/api/admin/settings', changed)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual(changed)
    expect(test.app.stores.settings.data).toEqual(changed)
    expect(await readJson('settings.json')).toEqual(changed)
    expect((await test.app.inject({ url: '/api/settings' })).json().phone).toBe('+90 555 111 22 33')
    expect((await test.app.inject({ url: '/' })).body).toContain('+90 555 111 22 33')
  })

  it('accepts only http(s), mailto, tel or site-relative URL values and refuses unknown keys', async () => {
    const settings = test.app.stores.settings.data
    for (const value of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      '//evil.example.com',
      'data:text/html,x',
      'vbscript:x',
    ]) {
      const response = await send('POST', '/api/admin/settings', { ...settings, social_linkedin: value })
      expect(response.statusCode, value).toBe(400)
      expect(response.json()).toMatchObject({ success: false, error: 'Geçersiz veri: social_linkedin' })
    }
    for (const value of ['https://linkedin.com/x', 'mailto:a@b.c', 'tel:+90', '/iletisim', '']) {
      expect(
        (await send('POST', '/api/admin/settings', { ...settings, social_linkedin: value })).statusCode,
        value,
      ).toBe(200)
    }
    expect((await send('POST', '/api/admin/settings', { ...settings, admin_password: 'x' })).statusCode).toBe(
      400,
    )
  })
})

describe('admin dashboard stats', () => {
  it('counts what the stores hold', async () => {
    const stats = (await send('GET', '/api/admin/stats')).json()
    const { products, categories, sliders } = test.app.stores
    const submissions = await storedSubmissions(test.app)
    expect(stats).toEqual({
      products: products.data.length,
      activeProducts: products.data.filter((p) => p.is_active).length,
      categories: categories.data.length,
      sliders: sliders.data.length,
      activeSliders: sliders.data.filter((s) => s.is_active).length,
      submissions: submissions.length,
      unhandledSubmissions: submissions.filter((s) => !s.handled).length,
      unsentSubmissions: submissions.filter((s) => s.delivery.state !== 'sent').length,
      openSubmissions: submissions.filter((s) => s.status === 'new' || s.status === 'in_progress').length,
      overdueSubmissions: submissions.filter(
        (s) => (s.status === 'new' || s.status === 'in_progress') && Date.parse(s.due_at) < Date.now(),
      ).length,
      storage: {
        usedBytes: 0,
        capBytes: 2048 * 2 ** 20,
        freeDiskBytes: expect.any(Number),
        floorBytes: 512 * 2 ** 20,
        nearLimit: false,
      },
    })
    expect(stats.products).toBeGreaterThan(20)
  })
})
