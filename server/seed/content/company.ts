import type { Settings } from '../../../shared/schemas/settings.ts'

/** Company facts shared by the settings, the contact record and the about text. */
export const company = {
  name: 'Kuzey Bağlantı Elemanları San. ve Tic. Ltd. Şti.',
  shortName: 'Kuzey Bağlantı Elemanları',
  foundedYear: 2001,
  phone: '+90 212 555 01 23',
  email: 'info@kuzeybaglanti.com.tr',
  salesEmail: 'satis@kuzeybaglanti.com.tr',
  website: 'https://www.kuzeybaglanti.com.tr',
  address: {
    tr: 'İkitelli OSB Mah. Çelik Sanayi Sitesi 3. Cad. No: 14, 34490 Başakşehir / İstanbul',
    en: 'Çelik Sanayi Sitesi 3. Cad. No: 14, İkitelli OSB, 34490 Başakşehir / Istanbul, Türkiye',
    es: 'Çelik Sanayi Sitesi 3. Cad. No: 14, İkitelli OSB, 34490 Başakşehir / Estambul, Turquía',
  },
} as const

export const settings: Settings = {
  site_logo: '',
  site_favicon: '',
  company_name: company.shortName,
  company_phone: company.phone,
  company_email: company.email,
  company_address: company.address.tr,
  company_address_en: company.address.en,
  company_address_es: company.address.es,
  company_website: company.website,
  social_facebook: '',
  social_twitter: '',
  social_instagram: 'https://www.instagram.com/kuzeybaglanti',
  social_linkedin: 'https://www.linkedin.com/company/kuzey-baglanti-elemanlari',
  site_title: 'Kuzey Bağlantı Elemanları | Cıvata, Vida, Somun ve Özel Bağlantı Elemanları Üreticisi',
  site_title_en: 'Kuzey Bağlantı Elemanları | Manufacturer of Bolts, Screws, Nuts and Custom Fasteners',
  site_title_es:
    'Kuzey Bağlantı Elemanları | Fabricante de tornillos, tuercas y elementos de fijación especiales',
  site_description:
    '2001’den beri İstanbul’da DIN/ISO standartlarında cıvata, vida, somun, perçin, pul ve resme göre soğuk dövme özel parça üreten ISO 9001 sertifikalı üretici.',
  site_description_en:
    'ISO 9001 certified manufacturer in Istanbul since 2001: bolts, screws, nuts, rivets and washers to DIN/ISO standards, and custom cold-forged parts made to drawing.',
  site_description_es:
    'Fabricante con certificación ISO 9001 en Estambul desde 2001: tornillos, tuercas, remaches y arandelas según normas DIN/ISO, y piezas especiales forjadas en frío según plano.',
  site_keywords:
    'cıvata, vida, somun, perçin, pul, bağlantı elemanları, soğuk dövme, özel üretim cıvata, DIN 933, DIN 912, DIN 934, ISO 4017, imbus vida, fiberli somun, pop perçin, cıvata üreticisi, İkitelli, İstanbul',
  site_keywords_en:
    'bolts, screws, nuts, rivets, washers, fasteners, cold forging, custom bolts, DIN 933, DIN 912, DIN 934, ISO 4017, socket head cap screws, nylon insert lock nuts, blind rivets, bolt manufacturer, Istanbul, Turkey',
  site_keywords_es:
    'tornillos, tuercas, remaches, arandelas, elementos de fijación, forja en frío, tornillos especiales, DIN 933, DIN 912, DIN 934, ISO 4017, tornillos Allen, tuercas autoblocantes, remaches ciegos, fabricante de tornillos, Estambul, Turquía',
  iso_quality_text: 'ISO 9001:2015 Sertifikalı Üretim',
  iso_quality_text_en: 'ISO 9001:2015 Certified Production',
  iso_quality_text_es: 'Producción certificada ISO 9001:2015',
  footer_description:
    'DIN ve ISO standartlarında cıvata, vida, somun, perçin ve pul; müşteri çizimine göre soğuk dövme özel parçalar. 2001’den beri İstanbul’da üretiyoruz.',
  footer_description_en:
    'Bolts, screws, nuts, rivets and washers to DIN and ISO standards, and custom cold-forged parts to your drawing. Made in Istanbul since 2001.',
  footer_description_es:
    'Tornillos, tuercas, remaches y arandelas según normas DIN e ISO, y piezas especiales forjadas en frío según su plano. Fabricados en Estambul desde 2001.',
}
