import type { Product } from '../../../shared/schemas/product.ts'

/** A demo product as written in the products-*.ts files: Turkish spec lines and applications only. */
export type SeedProduct = Omit<Product, 'specs_en' | 'specs_es' | 'applications_en' | 'applications_es'>

type Translation = { en: string; es: string }

/** Every application the demo products name, in English and Spanish. */
const APPLICATIONS: Record<string, Translation> = {
  'Makine İmalatı': { en: 'Machine Building', es: 'Construcción de maquinaria' },
  'Çelik Konstrüksiyon': { en: 'Steel Construction', es: 'Estructuras metálicas' },
  Otomotiv: { en: 'Automotive', es: 'Automoción' },
  'Tarım Makineleri': { en: 'Agricultural Machinery', es: 'Maquinaria agrícola' },
  'Raylı Sistemler': { en: 'Rail Systems', es: 'Sistemas ferroviarios' },
  Enerji: { en: 'Energy', es: 'Energía' },
  'Beyaz Eşya': { en: 'Household Appliances', es: 'Electrodomésticos' },
  HVAC: { en: 'HVAC', es: 'Climatización' },
  'Römork ve Karoser': { en: 'Trailers and Bodywork', es: 'Remolques y carrocerías' },
  İnşaat: { en: 'Construction', es: 'Construcción' },
  Mobilya: { en: 'Furniture', es: 'Mobiliario' },
  Denizcilik: { en: 'Marine', es: 'Sector naval' },
  'Kalıp İmalatı': { en: 'Mould Making', es: 'Fabricación de moldes' },
  'Elektrik Panoları': { en: 'Electrical Panels', es: 'Cuadros eléctricos' },
  Otomasyon: { en: 'Automation', es: 'Automatización' },
  'Savunma Sanayi': { en: 'Defence Industry', es: 'Industria de defensa' },
  'Ahşap Yapı': { en: 'Timber Construction', es: 'Construcción en madera' },
  Ambalaj: { en: 'Packaging', es: 'Embalaje' },
  'Gıda Makineleri': { en: 'Food Machinery', es: 'Maquinaria alimentaria' },
  'Mimari Uygulamalar': { en: 'Architectural Applications', es: 'Aplicaciones arquitectónicas' },
  'El Aletleri': { en: 'Hand Tools', es: 'Herramientas manuales' },
}

/** The one word of the spec lines that is not a standard, size or code: the property class label. */
const GRADE_LABEL: Translation = { en: 'Grade', es: 'Calidad' }

/** Finish names written in English inside the Turkish lists ("Zn / Black"), in Spanish. */
const FINISHES_ES: Record<string, string> = { Black: 'Negro', 'Yellow Zn': 'Zn amarillo' }

/**
 * A spec line in English or Spanish. Most lines are standards, sizes and codes that read the same
 * in every language (ISO 4017, M4 – M12, A2-70); "Kalite / Grade 8.8" names the property class in
 * two languages at once and becomes "Grade 8.8" / "Calidad 8.8"; finish lists translate per item.
 */
export function specLine(line: string, lang: 'en' | 'es'): string {
  const grade = /^Kalite \/ Grade (.+)$/.exec(line)
  if (grade) return `${GRADE_LABEL[lang]} ${grade[1]}`
  if (lang === 'en') return line
  return line
    .split(/( \/ | · )/)
    .map((part) => FINISHES_ES[part] ?? part)
    .join('')
}

/** An application in English or Spanish; an unknown one stops the seed (a demo text would be missing). */
export function applicationName(name: string, lang: 'en' | 'es'): string {
  const translation = APPLICATIONS[name]
  if (!translation) throw new Error(`No English and Spanish name for the application "${name}"`)
  return translation[lang]
}

/** A demo product with its spec lines and applications in all three languages. */
export function withTranslatedLists(product: SeedProduct): Product {
  return {
    ...product,
    specs_en: product.specs.map((line) => specLine(line, 'en')),
    specs_es: product.specs.map((line) => specLine(line, 'es')),
    applications_en: product.applications.map((name) => applicationName(name, 'en')),
    applications_es: product.applications.map((name) => applicationName(name, 'es')),
  }
}
