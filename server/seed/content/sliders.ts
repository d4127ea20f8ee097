import type { Slider } from '../../../shared/schemas/slider.ts'

// In the sliders folder, like uploaded slider images, so the admin's rescan keeps them.
const image = (name: string) => `/uploads/sliders/${name}.webp`

/**
 * Home page gallery. slider-10 repeats the image of slider-01 on purpose (the home page
 * collapses sliders with the same image_url) and slider-12 is inactive.
 */
export const sliders: Slider[] = [
  {
    id: 'slider-01',
    image_url: image('hex-bolt-zinc'),
    alt_text: 'Çinko kaplamalı DIN 933 altı köşe başlı cıvatalar',
    alt_text_en: 'Zinc-plated DIN 933 hex head bolts',
    alt_text_es: 'Tornillos de cabeza hexagonal DIN 933 cincados',
    sort_order: 0,
    is_active: true,
  },
  {
    id: 'slider-02',
    image_url: image('socket-cap-screw-black'),
    alt_text: '12.9 kalite siyah DIN 912 silindir başlı imbus vidalar',
    alt_text_en: 'Black grade 12.9 DIN 912 socket head cap screws',
    alt_text_es: 'Tornillos Allen de cabeza cilíndrica DIN 912, calidad 12.9, negros',
    sort_order: 1,
    is_active: true,
  },
  {
    id: 'slider-03',
    image_url: image('hex-nut-zinc'),
    alt_text: 'Çinko kaplamalı DIN 934 altı köşe somunlar',
    alt_text_en: 'Zinc-plated DIN 934 hex nuts',
    alt_text_es: 'Tuercas hexagonales DIN 934 cincadas',
    sort_order: 2,
    is_active: true,
  },
  {
    id: 'slider-04',
    image_url: image('flange-bolt-zinc'),
    alt_text: 'Tırtıllı flanşlı DIN 6921 altı köşe başlı cıvatalar',
    alt_text_en: 'DIN 6921 hex flange bolts with serrated flange',
    alt_text_es: 'Tornillos hexagonales con brida dentada DIN 6921',
    sort_order: 3,
    is_active: true,
  },
  {
    id: 'slider-05',
    image_url: image('lock-nut-stainless'),
    alt_text: 'Paslanmaz çelik DIN 985 fiberli somunlar',
    alt_text_en: 'Stainless steel DIN 985 nylon insert lock nuts',
    alt_text_es: 'Tuercas autoblocantes con inserto de nailon DIN 985 de acero inoxidable',
    sort_order: 4,
    is_active: true,
  },
  {
    id: 'slider-06',
    image_url: image('blind-rivet-zinc'),
    alt_text: 'Yuvarlak başlı DIN 7337 pop perçinler',
    alt_text_en: 'DIN 7337 dome head blind rivets',
    alt_text_es: 'Remaches ciegos de cabeza redonda DIN 7337',
    sort_order: 5,
    is_active: true,
  },
  {
    id: 'slider-07',
    image_url: image('flat-washer-zinc'),
    alt_text: 'Çinko kaplamalı DIN 125 düz pullar',
    alt_text_en: 'Zinc-plated DIN 125 flat washers',
    alt_text_es: 'Arandelas planas DIN 125 cincadas',
    sort_order: 6,
    is_active: true,
  },
  {
    id: 'slider-08',
    image_url: image('custom-forged-zinc'),
    alt_text: 'Müşteri resmine göre üretilmiş soğuk dövme özel parçalar',
    alt_text_en: 'Custom cold-forged parts made to customer drawings',
    alt_text_es: 'Piezas especiales forjadas en frío según plano del cliente',
    sort_order: 7,
    is_active: true,
  },
  {
    id: 'slider-09',
    image_url: image('button-head-screw-stainless'),
    alt_text: 'Paslanmaz A2 ISO 7380 mercimek başlı imbus vidalar',
    alt_text_en: 'Stainless A2 ISO 7380 button head socket screws',
    alt_text_es: 'Tornillos Allen de cabeza abombada ISO 7380 en inoxidable A2',
    sort_order: 8,
    is_active: true,
  },
  {
    id: 'slider-10',
    image_url: image('hex-bolt-zinc'),
    alt_text: 'DIN 933 altı köşe başlı cıvatalar, yakın çekim',
    alt_text_en: 'DIN 933 hex head bolts, close-up',
    alt_text_es: 'Tornillos de cabeza hexagonal DIN 933, primer plano',
    sort_order: 9,
    is_active: true,
  },
  {
    id: 'slider-11',
    image_url: image('rivet-nut-zinc'),
    alt_text: 'Tırtıllı gövdeli, düz başlı perçin somunlar',
    alt_text_en: 'Flat head rivet nuts with knurled body',
    alt_text_es: 'Tuercas remachables de cabeza plana con cuerpo moleteado',
    sort_order: 10,
    is_active: true,
  },
  {
    id: 'slider-12',
    image_url: image('chipboard-screw-yellow'),
    alt_text: 'Sarı çinko kaplamalı havşa başlı sunta vidaları',
    alt_text_en: 'Yellow zinc-plated countersunk chipboard screws',
    alt_text_es: 'Tornillos para aglomerado de cabeza avellanada con cincado amarillo',
    sort_order: 11,
    is_active: false,
  },
]
