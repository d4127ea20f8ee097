import type { DimensionLetter } from './types.ts'

/*
 * The meaning of each drawing letter, written once. The same symbol means different things on different parts
 * ("s" is the width across flats of a hex head, the key size of a socket, the thickness of a spring washer), so a
 * standard picks the entries that fit it.
 */

export const D_THREAD: DimensionLetter = {
  symbol: 'd',
  label: { tr: 'Diş anma çapı', en: 'Nominal thread diameter', es: 'Diámetro nominal de la rosca' },
}

export const L_LENGTH: DimensionLetter = {
  symbol: 'l',
  label: { tr: 'Anma boyu', en: 'Nominal length', es: 'Longitud nominal' },
}

export const B_THREAD_LENGTH: DimensionLetter = {
  symbol: 'b',
  label: { tr: 'Diş boyu', en: 'Thread length', es: 'Longitud roscada' },
}

export const S_ACROSS_FLATS: DimensionLetter = {
  symbol: 's',
  label: { tr: 'Anahtar ağzı', en: 'Width across flats', es: 'Entrecaras' },
}

export const S_SOCKET: DimensionLetter = {
  symbol: 's',
  label: { tr: 'İç altı köşe (imbus) ölçüsü', en: 'Hexagon socket size', es: 'Medida del hexágono interior' },
}

export const K_HEAD_HEIGHT: DimensionLetter = {
  symbol: 'k',
  label: { tr: 'Baş yüksekliği', en: 'Head height', es: 'Altura de la cabeza' },
}

export const DK_HEAD_DIAMETER: DimensionLetter = {
  symbol: 'dk',
  label: { tr: 'Baş çapı', en: 'Head diameter', es: 'Diámetro de la cabeza' },
}

export const M_NUT_HEIGHT: DimensionLetter = {
  symbol: 'm',
  label: { tr: 'Somun yüksekliği', en: 'Nut height', es: 'Altura de la tuerca' },
}

export const H_TOTAL_NUT_HEIGHT: DimensionLetter = {
  symbol: 'h',
  label: { tr: 'Toplam yükseklik', en: 'Overall height', es: 'Altura total' },
}

export const D1_INNER: DimensionLetter = {
  symbol: 'd1',
  label: { tr: 'İç çap', en: 'Inner diameter', es: 'Diámetro interior' },
}

export const D2_OUTER: DimensionLetter = {
  symbol: 'd2',
  label: { tr: 'Dış çap', en: 'Outer diameter', es: 'Diámetro exterior' },
}

export const H_WASHER_THICKNESS: DimensionLetter = {
  symbol: 'h',
  label: { tr: 'Pul kalınlığı', en: 'Washer thickness', es: 'Espesor de la arandela' },
}

export const S_SPRING_THICKNESS: DimensionLetter = {
  symbol: 's',
  label: { tr: 'Yaylı pul kalınlığı', en: 'Section thickness', es: 'Espesor de la sección' },
}

export const B_SPRING_WIDTH: DimensionLetter = {
  symbol: 'b',
  label: { tr: 'Yaylı pul genişliği', en: 'Section width', es: 'Anchura de la sección' },
}

/** The bearing flange under a hexagon flange head (DIN 6921, DIN 6923): its outer diameter. */
export const DC_FLANGE_DIAMETER: DimensionLetter = {
  symbol: 'dc',
  label: { tr: 'Flanş çapı', en: 'Flange diameter', es: 'Diámetro de la brida' },
}

export const DK_DOME: DimensionLetter = {
  symbol: 'dk',
  label: { tr: 'Kubbe çapı', en: 'Dome diameter', es: 'Diámetro de la cúpula' },
}

export const V_NECK_WIDTH: DimensionLetter = {
  symbol: 'v',
  label: { tr: 'Kare boyun genişliği', en: 'Square neck width', es: 'Anchura del cuello cuadrado' },
}

export const F_NECK_HEIGHT: DimensionLetter = {
  symbol: 'f',
  label: { tr: 'Kare boyun yüksekliği', en: 'Square neck depth', es: 'Altura del cuello cuadrado' },
}

export const D2_EYE_INNER: DimensionLetter = {
  symbol: 'd2',
  label: { tr: 'Göz iç çapı', en: 'Eye inner diameter', es: 'Diámetro interior del ojo' },
}

export const D3_EYE_OUTER: DimensionLetter = {
  symbol: 'd3',
  label: { tr: 'Göz dış çapı', en: 'Eye outer diameter', es: 'Diámetro exterior del ojo' },
}

export const S_EYE_THICKNESS: DimensionLetter = {
  symbol: 's',
  label: { tr: 'Göz kalınlığı', en: 'Eye thickness', es: 'Espesor del ojo' },
}

/** DIN 580 names the threaded shank below the collar l; it is the thread length, not a nominal length to order by. */
export const L_SHANK_THREAD: DimensionLetter = {
  symbol: 'l',
  label: {
    tr: 'Yaka altı diş boyu',
    en: 'Thread length below the collar',
    es: 'Longitud roscada bajo el collar',
  },
}

export const D1_RIVET_SHANK: DimensionLetter = {
  symbol: 'd1',
  label: { tr: 'Perçin gövde anma çapı', en: 'Nominal shank diameter', es: 'Diámetro nominal de la caña' },
}

/** The thread pitch: not a letter of the drawings, a column of the size tables (ISO 261's coarse pitch). */
export const P_PITCH: DimensionLetter = {
  symbol: 'P',
  label: { tr: 'Diş adımı', en: 'Thread pitch', es: 'Paso de rosca' },
}
