import { describe, expect, it } from 'vitest'
import { adminTestApp } from '../../../../test/helpers/admin-app.ts'

const test = adminTestApp()
const { send } = test

/** The part of a rendered page between `start` (a class name) and `end`. */
function section(html: string, start: string, end: string): string {
  const from = html.indexOf(`class="${start}`)
  expect(from, start).toBeGreaterThan(-1)
  return html.slice(from, html.indexOf(end, from))
}

/** The phone, e-mail and address every place of a rendered contact page shows. */
async function shownFacts(url: string) {
  const html = (await test.app.inject({ url })).body
  return {
    header: section(html, 'contact-strip', '</header>'),
    footer: section(html, 'site-footer__contact', '</ul>'),
    details: section(html, 'contact-details', '</section>'),
  }
}

const contactAnswer = async () => (await test.app.inject({ url: '/api/contact' })).json()

describe('one source for the contact facts', () => {
  it('a phone changed in the settings shows in /api/contact, the contact page, header and footer', async () => {
    // Cached first: the change must reach pages and JSON the caches already hold.
    await shownFacts('/iletisim')
    expect((await contactAnswer()).phone_tr).toBe(test.app.stores.settings.data.company_phone)
    const settings = (await send('GET', '/api/admin/settings')).json()
    const saved = await send('POST', '/api/admin/settings', {
      ...settings,
      company_phone: '+90 216 444 55 66',
    })
    expect(saved.statusCode).toBe(200)

    const answer = await contactAnswer()
    expect([answer.phone_tr, answer.phone_en, answer.phone_es]).toEqual(Array(3).fill('+90 216 444 55 66'))
    expect((await send('GET', '/api/admin/contact')).json().phone_tr).toBe('+90 216 444 55 66')
    for (const url of ['/iletisim', '/en/iletisim', '/es/iletisim']) {
      const shown = await shownFacts(url)
      for (const [place, html] of Object.entries(shown))
        expect(html, `${url} ${place}`).toContain('+90 216 444 55 66')
    }
  })

  it('a phone, e-mail and address saved through the contact screen show everywhere, in the page language', async () => {
    await shownFacts('/en/iletisim')
    const saved = await send('PUT', '/api/admin/contact', {
      phone_tr: '+90 232 123 45 67',
      email_tr: 'iletisim@ornek.com.tr',
      address_tr: 'Atatürk Cad. No: 1, İzmir',
      address_en: 'Ataturk Avenue 1, Izmir, Turkey',
      address_es: '',
    })
    expect(saved.statusCode).toBe(200)
    const settings = test.app.stores.settings.data
    expect(settings.company_phone).toBe('+90 232 123 45 67')
    expect(settings.company_email).toBe('iletisim@ornek.com.tr')
    expect(settings.company_address_en).toBe('Ataturk Avenue 1, Izmir, Turkey')
    const publicSettings = (await test.app.inject({ url: '/api/settings' })).json()
    expect([publicSettings.phone, publicSettings.email]).toEqual([
      '+90 232 123 45 67',
      'iletisim@ornek.com.tr',
    ])
    expect((await contactAnswer()).address_en).toBe('Ataturk Avenue 1, Izmir, Turkey')

    const address = {
      '/iletisim': 'Atatürk Cad. No: 1, İzmir',
      '/en/iletisim': 'Ataturk Avenue 1, Izmir, Turkey',
    }
    for (const [url, expected] of Object.entries({ ...address, '/es/iletisim': address['/iletisim'] })) {
      const shown = await shownFacts(url)
      for (const [place, html] of Object.entries(shown)) {
        expect(html, `${url} ${place}`).toContain('+90 232 123 45 67')
        expect(html, `${url} ${place}`).toContain('iletisim@ornek.com.tr')
        expect(html, `${url} ${place}`).toContain(expected)
      }
    }
  })
})
