import type { LocalizedText } from './types.ts'

/** A DIN standard and its ISO counterpart, kept once per pair; each side sees the other through `equivalents`. */
export interface EquivalencePair {
  din: string
  iso: string
  changed: LocalizedText
  /** Table letters whose values differ somewhere in our range. */
  letters: readonly string[]
}

const PENDING_TABLES: LocalizedText = {
  tr: 'Karşılık gelen standart; ölçü tabloları henüz doğrulanmadığı için farklar listelenmedi.',
  en: 'Counterpart standard; the dimension tables are not verified yet, so differences are not listed.',
  es: 'Norma equivalente; las tablas de dimensiones aún no están verificadas, por lo que no se enumeran las diferencias.',
}

const SMALLER_HEX: LocalizedText = {
  tr: 'ISO, M10 ve M12’de 1 mm daha küçük anahtar ağzı (s) kullanır; diğer ölçüler aynıdır.',
  en: 'ISO uses a 1 mm smaller width across flats (s) at M10 and M12; the other dimensions are the same.',
  es: 'ISO usa una entrecaras (s) 1 mm menor en M10 y M12; las demás dimensiones son iguales.',
}

const SAME: LocalizedText = {
  tr: 'Ürün yelpazemizde ölçüler aynıdır; güncel tanım ISO’dur.',
  en: 'The dimensions are the same in our range; ISO is the current designation.',
  es: 'Las dimensiones son iguales en nuestra gama; la designación vigente es la ISO.',
}

export const EQUIVALENCE_PAIRS: readonly EquivalencePair[] = [
  { din: 'din-933', iso: 'iso-4017', changed: SMALLER_HEX, letters: ['s'] },
  { din: 'din-931', iso: 'iso-4014', changed: SMALLER_HEX, letters: ['s'] },
  {
    din: 'din-934',
    iso: 'iso-4032',
    changed: {
      tr: 'ISO somunları M5’ten itibaren daha yüksektir (m) ve M10 ile M12’de 1 mm daha küçük anahtar ağzı (s) kullanır.',
      en: 'ISO nuts are taller (m) from M5 up and use a 1 mm smaller width across flats (s) at M10 and M12.',
      es: 'Las tuercas ISO son más altas (m) a partir de M5 y usan una entrecaras (s) 1 mm menor en M10 y M12.',
    },
    letters: ['s', 'm'],
  },
  { din: 'din-912', iso: 'iso-4762', changed: SAME, letters: [] },
  {
    din: 'din-7991',
    iso: 'iso-10642',
    changed: {
      tr: 'Baş farklı tanımlanır: DIN 7991 gerçek baş çapını ve yüksekliğini, ISO 10642 keskin kenarlı teorik en büyük değerleri verir; bu yüzden dk ve k ISO’da büyük görünür. Diş boyu (b) da farklıdır: DIN 7991’de 2d + 6, ISO 10642’de 2d + 12 mm. İmbus ölçüsü (s) aynıdır.',
      en: 'The head is specified differently: DIN 7991 gives the actual head diameter and height, ISO 10642 the theoretical sharp-edged maxima, so dk and k read larger in ISO. The thread length (b) differs too: 2d + 6 mm in DIN 7991, 2d + 12 mm in ISO 10642. The socket size (s) is the same.',
      es: 'La cabeza se define de otra forma: DIN 7991 da el diámetro y la altura reales, ISO 10642 los máximos teóricos de arista viva, por eso dk y k son mayores en ISO. La longitud roscada (b) también cambia: 2d + 6 mm en DIN 7991 y 2d + 12 mm en ISO 10642. La medida del hexágono interior (s) es la misma.',
    },
    letters: ['dk', 'k'],
  },
  { din: 'din-125', iso: 'iso-7089', changed: SAME, letters: [] },
  {
    din: 'din-985',
    iso: 'iso-10511',
    changed: {
      tr: 'ISO 10511 somunları daha alçaktır (h) ve M10 ile M12’de daha küçük anahtar ağzı (s) kullanır; ISO 10511 tablosu şimdilik yalnızca M12 için doğrulandı (s 18 yerine 19, h en fazla 10,23 yerine 12).',
      en: 'ISO 10511 nuts are lower (h) and use the smaller width across flats (s) at M10 and M12; the ISO 10511 table is verified at M12 only so far (s 18 against 19, h at most 10.23 against 12).',
      es: 'Las tuercas ISO 10511 son más bajas (h) y usan la entrecaras (s) menor en M10 y M12; por ahora la tabla ISO 10511 solo está verificada en M12 (s 18 frente a 19, h como máximo 10,23 frente a 12).',
    },
    letters: ['s', 'h'],
  },
  {
    din: 'din-9021',
    iso: 'iso-7093',
    changed: {
      tr: 'İki tablonun da doğrulandığı ölçülerde aynıdır. M5 kalınlığı DIN 9021’de 1,2 mm’dir; ISO 7093 için kaynaklar 1 ile 1,2 mm arasında ayrıştığından karşılaştırılmadı.',
      en: 'The same wherever both tables are verified. The M5 thickness is 1.2 mm in DIN 9021; the sources for ISO 7093 disagree (1 or 1.2 mm), so it is not compared.',
      es: 'Iguales donde ambas tablas están verificadas. El espesor en M5 es de 1,2 mm en DIN 9021; las fuentes de ISO 7093 no coinciden (1 o 1,2 mm), por lo que no se compara.',
    },
    letters: [],
  },
  { din: 'din-603', iso: 'iso-8677', changed: PENDING_TABLES, letters: [] },
  {
    din: 'din-7981',
    iso: 'iso-7049',
    changed: {
      tr: 'Baş ölçüleri çoğu boyutta birkaç onda bir milimetre farklıdır (ST4.2’de dk 8,2 yerine 8, k 3,05 yerine 3,1 mm); ST2.9 ve ST4.8’de baş çapı aynıdır.',
      en: 'The head dimensions differ by a few tenths of a millimetre at most sizes (at ST4.2 dk 8 against 8.2, k 3.1 against 3.05 mm); the head diameter is the same at ST2.9 and ST4.8.',
      es: 'Las medidas de la cabeza difieren unas décimas de milímetro en la mayoría de los tamaños (en ST4.2 dk 8 frente a 8,2 y k 3,1 frente a 3,05 mm); el diámetro de cabeza es igual en ST2.9 y ST4.8.',
    },
    letters: ['dk', 'k'],
  },
  { din: 'din-7337', iso: 'iso-15977', changed: PENDING_TABLES, letters: [] },
  { din: 'din-660', iso: 'iso-1051', changed: PENDING_TABLES, letters: [] },
]
