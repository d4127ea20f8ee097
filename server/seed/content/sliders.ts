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
    sort_order: 0,
    is_active: true,
  },
  {
    id: 'slider-02',
    image_url: image('socket-cap-screw-black'),
    alt_text: '12.9 kalite siyah DIN 912 silindir başlı imbus vidalar',
    sort_order: 1,
    is_active: true,
  },
  {
    id: 'slider-03',
    image_url: image('hex-nut-zinc'),
    alt_text: 'Çinko kaplamalı DIN 934 altı köşe somunlar',
    sort_order: 2,
    is_active: true,
  },
  {
    id: 'slider-04',
    image_url: image('flange-bolt-zinc'),
    alt_text: 'Tırtıllı flanşlı DIN 6921 altı köşe başlı cıvatalar',
    sort_order: 3,
    is_active: true,
  },
  {
    id: 'slider-05',
    image_url: image('lock-nut-stainless'),
    alt_text: 'Paslanmaz çelik DIN 985 fiberli somunlar',
    sort_order: 4,
    is_active: true,
  },
  {
    id: 'slider-06',
    image_url: image('blind-rivet-zinc'),
    alt_text: 'Yuvarlak başlı DIN 7337 pop perçinler',
    sort_order: 5,
    is_active: true,
  },
  {
    id: 'slider-07',
    image_url: image('flat-washer-zinc'),
    alt_text: 'Çinko kaplamalı DIN 125 düz pullar',
    sort_order: 6,
    is_active: true,
  },
  {
    id: 'slider-08',
    image_url: image('custom-forged-zinc'),
    alt_text: 'Müşteri resmine göre üretilmiş soğuk dövme özel parçalar',
    sort_order: 7,
    is_active: true,
  },
  {
    id: 'slider-09',
    image_url: image('button-head-screw-stainless'),
    alt_text: 'Paslanmaz A2 ISO 7380 mercimek başlı imbus vidalar',
    sort_order: 8,
    is_active: true,
  },
  {
    id: 'slider-10',
    image_url: image('hex-bolt-zinc'),
    alt_text: 'DIN 933 altı köşe başlı cıvatalar, yakın çekim',
    sort_order: 9,
    is_active: true,
  },
  {
    id: 'slider-11',
    image_url: image('rivet-nut-zinc'),
    alt_text: 'Tırtıllı gövdeli, düz başlı perçin somunlar',
    sort_order: 10,
    is_active: true,
  },
  {
    id: 'slider-12',
    image_url: image('chipboard-screw-yellow'),
    alt_text: 'Sarı çinko kaplamalı havşa başlı sunta vidaları',
    sort_order: 11,
    is_active: false,
  },
]
