import type { Term, Vocabularies } from '../../../shared/schemas/technical.ts'

/*
 * The controlled vocabularies of the technical catalogue (shared/schemas/technical.ts): every term a product's
 * technical data may name, with its label in Turkish, English and Spanish. Head and drive ids are those of
 * shared/standards (HEAD_TYPES, DRIVE_TYPES), so a standard's head type and a product's head are one term.
 * Sector labels in Turkish are the seed's former application names, so old data maps to them by label.
 */

const term = (
  id: string,
  label_tr: string,
  label_en: string,
  label_es: string,
  synonyms?: string[],
): Term => ({ id, label_tr, label_en, label_es, ...(synonyms && { synonyms }) })

/*
 * Words buyers type for a term, in any of the three languages (the search reads each in every language). Several
 * terms may share one: "inox" is either stainless grade, "zinc" any zinc plating.
 */
const STAINLESS = [
  'inox',
  'stainless',
  'stainless steel',
  'paslanmaz',
  'paslanmaz çelik',
  'inoxidable',
  'acero inoxidable',
]
const ZINC = [
  'zinc',
  'zinc plated',
  'çinko',
  'çinko kaplama',
  'galvaniz',
  'cincado',
  'zincado',
  'galvanizado',
]

/** A term written the same in every language: a property class, a hardness, a trade name. */
const same = (id: string, label: string): Term => term(id, label, label, label)

export const vocabularies: Vocabularies = {
  materials: [
    term('carbon-steel', 'Karbon çeliği', 'Carbon steel', 'Acero al carbono', [
      'siyah',
      'black steel',
      'acero negro',
    ]),
    term('alloy-steel', 'Alaşımlı çelik', 'Alloy steel', 'Acero aleado'),
    term('a2', 'Paslanmaz çelik A2 (304)', 'Stainless steel A2 (304)', 'Acero inoxidable A2 (304)', [
      ...STAINLESS,
      '304',
      'v2a',
      '18/8',
    ]),
    term('a4', 'Paslanmaz çelik A4 (316)', 'Stainless steel A4 (316)', 'Acero inoxidable A4 (316)', [
      ...STAINLESS,
      '316',
      'v4a',
      'marine grade',
    ]),
    term('brass', 'Pirinç', 'Brass', 'Latón', ['messing']),
    term('copper', 'Bakır', 'Copper', 'Cobre'),
    term('aluminium', 'Alüminyum', 'Aluminium', 'Aluminio', ['aluminum', 'alu']),
  ],
  classes: [
    same('4.6', '4.6'),
    same('4.8', '4.8'),
    same('5.6', '5.6'),
    same('8.8', '8.8'),
    same('10.9', '10.9'),
    same('12.9', '12.9'),
    term('6', '6 (somun)', '6 (nut)', '6 (tuerca)'),
    term('8', '8 (somun)', '8 (nut)', '8 (tuerca)'),
    term('10', '10 (somun)', '10 (nut)', '10 (tuerca)'),
    same('a2-70', 'A2-70'),
    same('a4-70', 'A4-70'),
    same('a4-80', 'A4-80'),
    same('140hv', '140 HV'),
    same('200hv', '200 HV'),
    same('300hv', '300 HV'),
  ],
  finishes: [
    term('plain', 'Kaplamasız', 'Plain', 'Sin recubrimiento'),
    term('zinc-white', 'Çinko (beyaz)', 'Zinc plated (clear)', 'Cincado blanco', [
      ...ZINC,
      'beyaz galvaniz',
      'blue zinc',
    ]),
    term('zinc-yellow', 'Çinko (sarı)', 'Zinc plated (yellow)', 'Cincado amarillo', [
      ...ZINC,
      'sarı galvaniz',
      'yellow zinc',
      'bicromatado',
    ]),
    term('zinc-black', 'Çinko (siyah)', 'Zinc plated (black)', 'Cincado negro', [
      ...ZINC,
      'siyah galvaniz',
      'black zinc',
    ]),
    term('zinc-nickel', 'Çinko-nikel', 'Zinc-nickel', 'Zinc-níquel', ['zn-ni', 'zinc nickel']),
    term('zinc-flake', 'Çinko lamel', 'Zinc flake', 'Laminillas de zinc', ['geomet', 'dacromet']),
    term('hot-dip-galvanised', 'Sıcak daldırma galvaniz', 'Hot-dip galvanised', 'Galvanizado en caliente', [
      'hdg',
      'sıcak galvaniz',
      'hot dip galvanized',
      'tzn',
    ]),
    term('black-oxide', 'Siyah oksit', 'Black oxide', 'Pavonado', ['brünür', 'burnished', 'black finish']),
    term('nickel', 'Nikel', 'Nickel plated', 'Niquelado'),
  ],
  heads: [
    term('hex', 'Altı köşe baş', 'Hex head', 'Cabeza hexagonal', ['altıgen', 'hexagon', 'hexagonal']),
    term('socket-cap', 'Silindirik baş', 'Socket cap head', 'Cabeza cilíndrica', ['silindir', 'cap screw']),
    term('countersunk', 'Havşa baş', 'Countersunk head', 'Cabeza avellanada', [
      'havşalı',
      'flat head',
      'fraisée',
    ]),
    term('button', 'Mercimek baş', 'Button head', 'Cabeza abombada', ['bombeli', 'lenticular']),
    term('pan', 'Yuvarlak (bombeli) baş', 'Pan head', 'Cabeza alomada'),
    term('flange', 'Flanşlı baş', 'Flange head', 'Cabeza con brida', ['flanşlı', 'flanged', 'brida']),
    term('carriage', 'Bombe baş, kare boyun', 'Carriage head', 'Cabeza de coche', [
      'araba cıvatası',
      'coach bolt',
      'cuello cuadrado',
    ]),
    term('eye', 'Mapa / halka', 'Eye', 'Cáncamo / ojo', ['mapa', 'lifting eye', 'cáncamo']),
    term('round', 'Yuvarlak baş', 'Round head', 'Cabeza redonda'),
  ],
  drives: [
    term('external-hex', 'Dış altı köşe', 'External hex', 'Hexágono exterior'),
    term('hex-socket', 'İmbus (iç altı köşe)', 'Hex socket', 'Hexágono interior', [
      'allen',
      'imbus',
      'inbus',
      'alyan',
      'socket',
      'hexagon socket',
    ]),
    term('phillips', 'Yıldız (Phillips)', 'Phillips', 'Phillips', ['yıldız', 'cross', 'philips', 'estrella']),
    same('pozidriv', 'Pozidriv'),
    { ...same('torx', 'Torx'), synonyms: ['hexalobular', 'star drive'] },
  ],
  sectors: [
    term('machinery', 'Makine İmalatı', 'Machine Building', 'Construcción de maquinaria'),
    term('steel-construction', 'Çelik Konstrüksiyon', 'Steel Construction', 'Estructuras metálicas'),
    term('automotive', 'Otomotiv', 'Automotive', 'Automoción'),
    term('agricultural-machinery', 'Tarım Makineleri', 'Agricultural Machinery', 'Maquinaria agrícola'),
    term('rail', 'Raylı Sistemler', 'Rail Systems', 'Sistemas ferroviarios'),
    term('energy', 'Enerji', 'Energy', 'Energía'),
    term('furniture', 'Mobilya', 'Furniture', 'Mobiliario'),
    term('defence', 'Savunma Sanayi', 'Defence Industry', 'Industria de defensa'),
    term('household-appliances', 'Beyaz Eşya', 'Household Appliances', 'Electrodomésticos'),
    term('hvac', 'HVAC', 'HVAC', 'Climatización'),
    term('trailers-bodywork', 'Römork ve Karoser', 'Trailers and Bodywork', 'Remolques y carrocerías'),
    term('construction', 'İnşaat', 'Construction', 'Construcción'),
    term('marine', 'Denizcilik', 'Marine', 'Sector naval'),
    term('mould-making', 'Kalıp İmalatı', 'Mould Making', 'Fabricación de moldes'),
    term('electrical-panels', 'Elektrik Panoları', 'Electrical Panels', 'Cuadros eléctricos'),
    term('automation', 'Otomasyon', 'Automation', 'Automatización'),
    term('packaging', 'Ambalaj', 'Packaging', 'Embalaje'),
    term('food-machinery', 'Gıda Makineleri', 'Food Machinery', 'Maquinaria alimentaria'),
    term('hand-tools', 'El Aletleri', 'Hand Tools', 'Herramientas manuales'),
  ],
  // EN 10204 inspection documents; the id is the type with a hyphen so it reads in a URL (?certificate=3-1).
  certificates: [
    term(
      '2-1',
      'EN 10204 2.1 – Uygunluk beyanı',
      'EN 10204 2.1 – Declaration of compliance',
      'EN 10204 2.1 – Declaración de conformidad',
    ),
    term(
      '2-2',
      'EN 10204 2.2 – Test raporu',
      'EN 10204 2.2 – Test report',
      'EN 10204 2.2 – Informe de ensayo',
    ),
    term(
      '3-1',
      'EN 10204 3.1 – Muayene belgesi',
      'EN 10204 3.1 – Inspection certificate',
      'EN 10204 3.1 – Certificado de inspección',
    ),
  ],
}
