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
  company_website: company.website,
  social_facebook: '',
  social_twitter: '',
  social_instagram: 'https://www.instagram.com/kuzeybaglanti',
  social_linkedin: 'https://www.linkedin.com/company/kuzey-baglanti-elemanlari',
  site_title: 'Kuzey Bağlantı Elemanları | Cıvata, Vida, Somun ve Özel Bağlantı Elemanları Üreticisi',
  site_description:
    '2001’den beri İstanbul’da DIN/ISO standartlarında cıvata, vida, somun, perçin, pul ve resme göre soğuk dövme özel parça üreten ISO 9001 sertifikalı üretici.',
  site_keywords:
    'cıvata, vida, somun, perçin, pul, bağlantı elemanları, soğuk dövme, özel üretim cıvata, DIN 933, DIN 912, DIN 934, ISO 4017, imbus vida, fiberli somun, pop perçin, cıvata üreticisi, İkitelli, İstanbul',
  iso_quality_text: 'ISO 9001:2015 Sertifikalı Üretim',
}
