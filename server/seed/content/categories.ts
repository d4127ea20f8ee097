import type { Category } from '../../../shared/schemas/category.ts'

export const categories: Category[] = [
  { id: 'cat-bolts', slug: 'civatalar', name_tr: 'Cıvatalar', name_en: 'Bolts', name_es: 'Pernos' },
  { id: 'cat-screws', slug: 'vidalar', name_tr: 'Vidalar', name_en: 'Screws', name_es: 'Tornillos' },
  { id: 'cat-nuts', slug: 'somunlar', name_tr: 'Somunlar', name_en: 'Nuts', name_es: 'Tuercas' },
  { id: 'cat-rivets', slug: 'percinler', name_tr: 'Perçinler', name_en: 'Rivets', name_es: 'Remaches' },
  { id: 'cat-washers', slug: 'pullar', name_tr: 'Pullar', name_en: 'Washers', name_es: 'Arandelas' },
  {
    id: 'cat-custom',
    slug: 'ozel-uretim-parcalar',
    name_tr: 'Özel Üretim Parçalar',
    name_en: 'Custom Parts',
    name_es: 'Piezas a medida',
  },
]
