import { describe, expect, it } from 'vitest'
import { errorPage } from './error-page.ts'

describe('the bare 500 page', () => {
  it("speaks the request's language; English keeps the spec's words", () => {
    expect(errorPage('/en/urunler?q=x')).toContain('<html lang="en">')
    expect(errorPage('/en/urunler?q=x')).toContain('<h1>Unexpected Application Error!</h1>')
    expect(errorPage('/es')).toContain('<h1>¡Error inesperado de la aplicación!</h1>')
    expect(errorPage('/hakkimizda')).toContain('<html lang="tr">')
    expect(errorPage('/hakkimizda')).toContain('Beklenmeyen bir uygulama hatası oluştu!')
  })
})
