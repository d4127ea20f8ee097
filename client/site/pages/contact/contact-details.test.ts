import { describe, expect, it } from 'vitest'
import { hoursLines } from './contact-details.tsx'

describe('hoursLines', () => {
  it('gives each day group a line of its own, starting with a capital in the language', () => {
    expect(
      hoursLines('Lunes a viernes: 08:30 - 18:30, sábados: 08:30 - 15:30, domingos: cerrado', 'es'),
    ).toEqual(['Lunes a viernes: 08:30 - 18:30', 'Sábados: 08:30 - 15:30', 'Domingos: cerrado'])
    expect(hoursLines('Pazartesi - Cuma: 08:30 - 18:30; iş günleri dışında kapalı', 'tr')).toEqual([
      'Pazartesi - Cuma: 08:30 - 18:30',
      'İş günleri dışında kapalı',
    ])
  })
})
