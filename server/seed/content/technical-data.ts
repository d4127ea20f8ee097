import type { SizeRow, Technical } from '../../../shared/schemas/technical.ts'
import {
  STANDARDS_BY_ID,
  standardLengths,
  sizeDiameter,
  type SizeKey,
} from '../../../shared/standards/index.ts'
import { sortSizeRows } from '../../../shared/technical-text.ts'
import { weightPer1000 } from './weights.ts'

/*
 * The demo products' technical data and size tables. Sizes stay in our range (M2-M12, 3-120 mm); lengths come from
 * the main standard's preferred lengths where it lists them, otherwise from the product's own list, kept between
 * `minFactor` and `maxFactor` times the diameter (a 3 mm screw is not made 120 mm long). Weights are computed where
 * the standard's table defines the shape (weights.ts), null elsewhere.
 */

type Table = {
  sizes: readonly SizeKey[]
  /** Without lengths (nuts, washers): one row per size with length null. */
  lengths?: 'preferred' | readonly number[]
  min?: number
  max?: number
  minFactor?: number
  maxFactor?: number
  /** Sizes kept in stock, up to `stockMaxLength` mm; every other row is made to order. */
  stock: readonly SizeKey[]
  stockMaxLength?: number
}

type Notes = readonly [tr: string, en: string, es: string]

type Demo = Omit<Partial<Technical>, 'notes_tr' | 'notes_en' | 'notes_es'> & { notes?: Notes; table: Table }

const M = (from: SizeKey, to: SizeKey, among: readonly SizeKey[]): SizeKey[] =>
  among.slice(among.indexOf(from), among.indexOf(to) + 1)
const METRIC: readonly SizeKey[] = ['M2', 'M2.5', 'M3', 'M4', 'M5', 'M6', 'M8', 'M10', 'M12']
const TAPPING: readonly SizeKey[] = ['ST2.2', 'ST2.9', 'ST3.5', 'ST4.2', 'ST4.8', 'ST5.5', 'ST6.3']
const COMMON_STOCK: readonly SizeKey[] = ['M6', 'M8', 'M10', 'M12']

const THREAD_TOLERANCE_6G: Notes = ['Diş toleransı 6g', 'Thread tolerance 6g', 'Tolerancia de rosca 6g']
const THREAD_TOLERANCE_6H: Notes = ['Diş toleransı 6H', 'Thread tolerance 6H', 'Tolerancia de rosca 6H']
const COUNTERSINK_90: Notes = ['Havşa açısı 90°', 'Countersink angle 90°', 'Ángulo de avellanado 90°']

/**
 * EN 10204 documents: every part ships with a test report (2.2); bolts and nuts, the load-bearing parts, also with
 * a 3.1 inspection certificate, as structural and machine builders ask for them.
 */
const TEST_REPORT = ['2-2']
const WITH_INSPECTION = ['2-2', '3-1']

const DEMO: Record<string, Demo> = {
  'p-din-933-hex-bolt': {
    certificates: WITH_INSPECTION,
    standards: ['din-933', 'iso-4017'],
    materials: ['carbon-steel', 'a2'],
    classes: ['8.8', '10.9', 'a2-70'],
    finishes: ['zinc-white', 'black-oxide', 'plain'],
    head: 'hex',
    drive: 'external-hex',
    sectors: ['machinery', 'steel-construction', 'automotive', 'agricultural-machinery'],
    notes: THREAD_TOLERANCE_6G,
    table: {
      sizes: M('M4', 'M12', METRIC),
      lengths: 'preferred',
      min: 8,
      max: 120,
      stock: COMMON_STOCK,
      stockMaxLength: 60,
    },
  },
  'p-din-931-hex-bolt-partial': {
    certificates: WITH_INSPECTION,
    standards: ['din-931', 'iso-4014'],
    materials: ['carbon-steel'],
    classes: ['8.8', '10.9'],
    finishes: ['zinc-white', 'black-oxide'],
    head: 'hex',
    drive: 'external-hex',
    sectors: ['machinery', 'agricultural-machinery', 'rail', 'energy'],
    table: {
      sizes: M('M6', 'M12', METRIC),
      lengths: 'preferred',
      min: 30,
      max: 120,
      stock: ['M8', 'M10', 'M12'],
      stockMaxLength: 80,
    },
  },
  'p-din-6921-flange-bolt': {
    certificates: WITH_INSPECTION,
    standards: ['din-6921'],
    materials: ['carbon-steel'],
    classes: ['8.8', '10.9'],
    finishes: ['zinc-white', 'zinc-nickel', 'zinc-black'],
    head: 'flange',
    drive: 'external-hex',
    sectors: ['automotive', 'household-appliances', 'hvac', 'machinery'],
    // DIN 6921 dimensions: its successor DIN EN 1665 has other values (M10 s 16), which this table does not give.
    notes: [
      'DIN 6921 ölçüleri; tırtıllı flanş seçeneği',
      'DIN 6921 dimensions; serrated flange option',
      'Medidas DIN 6921; opción con brida dentada',
    ],
    table: {
      sizes: M('M5', 'M12', METRIC),
      lengths: [10, 12, 16, 20, 25, 30, 35, 40, 45, 50, 60, 70, 80, 90, 100],
      minFactor: 2,
      maxFactor: 10,
      stock: ['M8', 'M10'],
      stockMaxLength: 40,
    },
  },
  'p-din-603-carriage-bolt': {
    certificates: WITH_INSPECTION,
    standards: ['din-603', 'iso-8677'],
    materials: ['carbon-steel', 'a2'],
    classes: ['4.6', '8.8'],
    finishes: ['zinc-white', 'plain'],
    head: 'carriage',
    sectors: ['agricultural-machinery', 'trailers-bodywork', 'construction', 'furniture'],
    table: {
      sizes: M('M5', 'M12', METRIC),
      lengths: [16, 20, 25, 30, 35, 40, 45, 50, 60, 70, 80, 90, 100, 110, 120],
      minFactor: 2,
      maxFactor: 12,
      stock: ['M6', 'M8', 'M10'],
      stockMaxLength: 60,
    },
  },
  'p-din-976-threaded-rod': {
    certificates: WITH_INSPECTION,
    standards: ['din-976'],
    materials: ['carbon-steel', 'a2'],
    classes: ['4.8', '8.8', 'a2-70'],
    finishes: ['zinc-white', 'plain'],
    sectors: ['energy', 'hvac', 'construction', 'machinery'],
    notes: [
      'Tüm boyu dişli (DIN 976-1)',
      'Threaded over its full length (DIN 976-1)',
      'Roscada en toda su longitud (DIN 976-1)',
    ],
    table: {
      sizes: M('M6', 'M12', METRIC),
      lengths: [20, 25, 30, 40, 50, 60, 80, 100, 120],
      minFactor: 2,
      maxFactor: 12,
      stock: ['M8', 'M10', 'M12'],
      stockMaxLength: 120,
    },
  },
  'p-din-444-eye-bolt': {
    certificates: WITH_INSPECTION,
    standards: ['din-444'],
    materials: ['carbon-steel', 'a2'],
    classes: ['4.6', '5.6'],
    finishes: ['zinc-white', 'plain'],
    head: 'eye',
    sectors: ['machinery', 'agricultural-machinery', 'marine'],
    notes: ['Form B', 'Form B', 'Forma B'],
    table: {
      sizes: M('M5', 'M12', METRIC),
      lengths: [30, 40, 50, 60, 80, 100, 120],
      minFactor: 5,
      maxFactor: 12,
      stock: ['M8', 'M10'],
      stockMaxLength: 60,
    },
  },
  'p-din-580-lifting-eye-bolt': {
    certificates: WITH_INSPECTION,
    standards: ['din-580'],
    materials: ['carbon-steel', 'a2'],
    finishes: ['zinc-white', 'plain'],
    head: 'eye',
    sectors: ['machinery', 'mould-making', 'electrical-panels', 'energy'],
    notes: [
      'Malzeme C15E\nÇalışma yük sınırı (WLL) 140 – 340 kg',
      'Material C15E\nWorking load limit (WLL) 140 – 340 kg',
      'Material C15E\nCarga máxima de utilización (WLL) 140 – 340 kg',
    ],
    table: { sizes: ['M8', 'M10', 'M12'], stock: ['M8', 'M10', 'M12'] },
  },
  'p-din-912-socket-cap-screw': {
    standards: ['din-912', 'iso-4762'],
    materials: ['alloy-steel', 'a2', 'a4'],
    classes: ['8.8', '10.9', '12.9', 'a2-70', 'a4-70'],
    finishes: ['black-oxide', 'zinc-white', 'plain'],
    head: 'socket-cap',
    drive: 'hex-socket',
    sectors: ['mould-making', 'machinery', 'automation', 'defence'],
    table: {
      sizes: M('M3', 'M12', METRIC),
      lengths: 'preferred',
      min: 5,
      max: 120,
      stock: ['M4', 'M5', 'M6', 'M8', 'M10'],
      stockMaxLength: 50,
    },
  },
  'p-din-7991-countersunk-screw': {
    standards: ['din-7991', 'iso-10642'],
    materials: ['alloy-steel', 'a2'],
    classes: ['8.8', '10.9', '12.9', 'a2-70'],
    finishes: ['black-oxide', 'zinc-white', 'plain'],
    head: 'countersunk',
    drive: 'hex-socket',
    sectors: ['mould-making', 'machinery', 'rail', 'furniture'],
    notes: COUNTERSINK_90,
    table: {
      sizes: M('M3', 'M12', METRIC),
      lengths: [6, 8, 10, 12, 16, 20, 25, 30, 35, 40, 45, 50, 60, 70, 80],
      minFactor: 1.5,
      maxFactor: 10,
      stock: ['M4', 'M5', 'M6', 'M8'],
      stockMaxLength: 40,
    },
  },
  'p-iso-7380-button-head-screw': {
    standards: ['iso-7380'],
    materials: ['alloy-steel', 'a2'],
    classes: ['10.9', 'a2-70'],
    finishes: ['plain', 'black-oxide', 'zinc-white'],
    head: 'button',
    drive: 'hex-socket',
    sectors: ['household-appliances', 'electrical-panels', 'furniture', 'machinery'],
    table: {
      sizes: M('M3', 'M12', METRIC),
      lengths: 'preferred',
      min: 6,
      max: 50,
      minFactor: 1.5,
      maxFactor: 10,
      stock: ['M4', 'M5', 'M6', 'M8'],
      stockMaxLength: 30,
    },
  },
  'p-din-7981-self-tapping-screw': {
    standards: ['din-7981', 'iso-7049'],
    materials: ['carbon-steel', 'a2'],
    finishes: ['zinc-white', 'plain'],
    head: 'pan',
    drive: 'phillips',
    sectors: ['household-appliances', 'hvac', 'electrical-panels', 'automotive'],
    notes: [
      'Torx (TX) lokmalı olarak da üretilir',
      'Also made with a Torx (TX) drive',
      'También se fabrica con huella Torx (TX)',
    ],
    table: {
      sizes: M('ST2.9', 'ST6.3', TAPPING),
      lengths: [6.5, 9.5, 13, 16, 19, 22, 25, 32, 38, 45, 50],
      minFactor: 2,
      maxFactor: 9,
      stock: ['ST3.5', 'ST4.2', 'ST4.8'],
      stockMaxLength: 25,
    },
  },
  'p-chipboard-screw': {
    materials: ['carbon-steel'],
    finishes: ['zinc-white', 'zinc-yellow'],
    head: 'countersunk',
    drive: 'pozidriv',
    sectors: ['furniture', 'construction', 'packaging'],
    notes: [
      'C1022 sementasyon çeliği\nTorx (TX) lokmalı olarak da üretilir',
      'C1022 case-hardened steel\nAlso made with a Torx (TX) drive',
      'Acero C1022 cementado\nTambién se fabrica con huella Torx (TX)',
    ],
    table: {
      sizes: ['d3', 'd4', 'd5', 'd6'],
      lengths: [12, 16, 20, 25, 30, 35, 40, 50, 60, 70, 80, 100, 120],
      minFactor: 3,
      maxFactor: 20,
      stock: ['d4', 'd5'],
      stockMaxLength: 50,
    },
  },
  'p-din-934-hex-nut': {
    certificates: WITH_INSPECTION,
    standards: ['din-934', 'iso-4032'],
    materials: ['carbon-steel', 'a2'],
    classes: ['8', '10', 'a2-70'],
    finishes: ['zinc-white', 'black-oxide', 'plain'],
    drive: 'external-hex',
    sectors: ['machinery', 'automotive', 'steel-construction', 'electrical-panels'],
    notes: THREAD_TOLERANCE_6H,
    table: { sizes: M('M3', 'M12', METRIC), stock: M('M4', 'M12', METRIC) },
  },
  'p-din-985-nylon-lock-nut': {
    certificates: WITH_INSPECTION,
    standards: ['din-985', 'iso-10511'],
    materials: ['carbon-steel', 'a2'],
    classes: ['8', '10'],
    finishes: ['zinc-white', 'plain'],
    drive: 'external-hex',
    sectors: ['automotive', 'agricultural-machinery', 'rail', 'household-appliances'],
    notes: [
      'Poliamid (PA 6.6) halka\nÇalışma sıcaklığı -40 °C … +120 °C',
      'Polyamide (PA 6.6) insert\nService temperature -40 °C … +120 °C',
      'Anillo de poliamida (PA 6.6)\nTemperatura de servicio -40 °C … +120 °C',
    ],
    table: { sizes: M('M4', 'M12', METRIC), stock: COMMON_STOCK },
  },
  'p-din-6923-flange-nut': {
    certificates: WITH_INSPECTION,
    standards: ['din-6923'],
    materials: ['carbon-steel'],
    classes: ['8', '10'],
    finishes: ['zinc-white', 'zinc-nickel', 'zinc-black'],
    head: 'flange',
    drive: 'external-hex',
    sectors: ['automotive', 'household-appliances', 'hvac', 'agricultural-machinery'],
    notes: ['DIN 6923 ölçüleri', 'DIN 6923 dimensions', 'Medidas DIN 6923'],
    table: { sizes: M('M5', 'M12', METRIC), stock: ['M6', 'M8', 'M10'] },
  },
  'p-din-1587-cap-nut': {
    certificates: WITH_INSPECTION,
    standards: ['din-1587'],
    materials: ['carbon-steel', 'a2'],
    classes: ['6', 'a2-70'],
    finishes: ['plain', 'zinc-white'],
    drive: 'external-hex',
    sectors: ['furniture', 'food-machinery', 'construction'],
    table: { sizes: M('M4', 'M12', METRIC), stock: ['M6', 'M8'] },
  },
  'p-din-929-weld-nut': {
    certificates: WITH_INSPECTION,
    standards: ['din-929'],
    materials: ['carbon-steel'],
    finishes: ['plain', 'zinc-white'],
    drive: 'external-hex',
    sectors: ['automotive', 'household-appliances', 'rail', 'electrical-panels'],
    notes: [
      'Kaynaklanabilir çelik, C ≤ %0,25\nDiş toleransı 6H',
      'Weldable steel, C ≤ 0.25 %\nThread tolerance 6H',
      'Acero soldable, C ≤ 0,25 %\nTolerancia de rosca 6H',
    ],
    table: { sizes: ['M5', 'M6', 'M10'], stock: ['M6'] },
  },
  'p-din-125-flat-washer': {
    standards: ['din-125', 'iso-7089'],
    materials: ['carbon-steel', 'a2', 'a4'],
    classes: ['140hv', '200hv', '300hv'],
    finishes: ['zinc-white', 'plain'],
    sectors: ['machinery', 'steel-construction', 'automotive', 'construction'],
    table: { sizes: M('M3', 'M12', METRIC), stock: M('M4', 'M12', METRIC) },
  },
  'p-din-127-spring-washer': {
    standards: ['din-127'],
    materials: ['alloy-steel', 'a2'],
    finishes: ['black-oxide', 'zinc-white', 'plain'],
    sectors: ['electrical-panels', 'machinery', 'energy', 'household-appliances'],
    notes: ['Form B\nSertlik 43 – 50 HRC', 'Form B\nHardness 43 – 50 HRC', 'Forma B\nDureza 43 – 50 HRC'],
    table: { sizes: M('M3', 'M12', METRIC), stock: M('M5', 'M12', METRIC) },
  },
  'p-din-9021-fender-washer': {
    standards: ['din-9021', 'iso-7093'],
    materials: ['carbon-steel', 'a2'],
    classes: ['200hv'],
    finishes: ['zinc-white', 'plain'],
    sectors: ['hvac', 'construction', 'automotive', 'furniture'],
    notes: ['Dış çap ≈ 3 × d', 'Outside diameter ≈ 3 × d', 'Diámetro exterior ≈ 3 × d'],
    table: { sizes: M('M3', 'M10', METRIC), stock: ['M6', 'M8', 'M10'] },
  },
  'p-din-7349-heavy-washer': {
    standards: ['din-7349'],
    materials: ['carbon-steel'],
    classes: ['200hv'],
    finishes: ['zinc-white', 'black-oxide'],
    sectors: ['machinery', 'steel-construction', 'mould-making'],
    table: { sizes: M('M6', 'M12', METRIC), stock: [] },
  },
  'p-din-7337-blind-rivet': {
    standards: ['din-7337', 'iso-15977'],
    materials: ['aluminium', 'carbon-steel', 'a2'],
    finishes: ['plain', 'zinc-white'],
    head: 'round',
    sectors: ['hvac', 'automotive', 'electrical-panels', 'household-appliances'],
    table: {
      sizes: ['d2.4', 'd3.2', 'd4', 'd4.8', 'd6.4'],
      lengths: [4, 6, 8, 10, 12, 14, 16, 18, 20, 25, 30],
      minFactor: 1,
      maxFactor: 5,
      stock: ['d3.2', 'd4', 'd4.8'],
      stockMaxLength: 16,
    },
  },
  'p-din-660-solid-rivet': {
    standards: ['din-660', 'iso-1051'],
    materials: ['carbon-steel', 'copper', 'brass', 'aluminium'],
    finishes: ['plain'],
    head: 'round',
    sectors: ['machinery', 'hand-tools', 'steel-construction', 'furniture'],
    table: {
      // DIN 660 covers 2-8 mm here (its table): no 10 mm rows.
      sizes: ['d2', 'd2.5', 'd3', 'd4', 'd5', 'd6', 'd8'],
      lengths: [4, 5, 6, 8, 10, 12, 14, 16, 20, 25, 30, 35, 40, 50, 60],
      minFactor: 2,
      maxFactor: 6,
      stock: ['d3', 'd4', 'd5'],
      stockMaxLength: 20,
    },
  },
  'p-din-661-countersunk-rivet': {
    standards: ['din-661'],
    materials: ['carbon-steel', 'copper', 'aluminium'],
    finishes: ['plain'],
    head: 'countersunk',
    sectors: ['machinery', 'furniture', 'hand-tools'],
    notes: COUNTERSINK_90,
    table: {
      sizes: ['d2', 'd3', 'd4', 'd5', 'd6', 'd8'],
      lengths: [4, 5, 6, 8, 10, 12, 16, 20, 25, 30, 35, 40],
      minFactor: 2,
      maxFactor: 5,
      stock: ['d3', 'd4'],
      stockMaxLength: 16,
    },
  },
  'p-rivet-nut': {
    materials: ['carbon-steel', 'aluminium', 'a2'],
    finishes: ['zinc-white', 'plain'],
    sectors: ['automotive', 'furniture', 'electrical-panels', 'hvac'],
    notes: THREAD_TOLERANCE_6H,
    table: { sizes: M('M4', 'M12', METRIC), stock: ['M5', 'M6', 'M8'] },
  },
  'p-custom-cold-forged-part': {
    materials: ['carbon-steel', 'alloy-steel', 'a2', 'brass'],
    finishes: ['zinc-white', 'zinc-nickel', 'black-oxide', 'plain'],
    sectors: ['automotive', 'defence', 'household-appliances', 'rail'],
    notes: [
      'Çizime göre üretim (C4C, 10B21, 42CrMo4)\nISIR / PPAP dokümantasyonu',
      'Made to drawing (C4C, 10B21, 42CrMo4)\nISIR / PPAP documentation',
      'Fabricación según plano (C4C, 10B21, 42CrMo4)\nDocumentación ISIR / PPAP',
    ],
    table: {
      sizes: M('M4', 'M12', METRIC),
      lengths: [10, 20, 30, 40, 60, 80, 100, 120],
      minFactor: 2,
      maxFactor: 10,
      stock: [],
    },
  },
  'p-custom-sleeve': {
    materials: ['carbon-steel', 'brass', 'aluminium', 'a2'],
    finishes: ['zinc-white', 'plain'],
    sectors: ['automotive', 'electrical-panels', 'household-appliances', 'furniture'],
    notes: ['Çizime göre üretim', 'Made to drawing', 'Fabricación según plano'],
    table: {
      sizes: ['d4', 'd5', 'd6', 'd8', 'd10', 'd12'],
      lengths: [3, 5, 8, 10, 15, 20, 25, 30, 40, 50, 60],
      minFactor: 0.75,
      maxFactor: 6,
      stock: [],
    },
  },
  'p-custom-shoulder-bolt': {
    materials: ['alloy-steel'],
    classes: ['8.8', '10.9', '12.9'],
    finishes: ['black-oxide', 'zinc-white', 'zinc-nickel'],
    head: 'socket-cap',
    drive: 'hex-socket',
    sectors: ['agricultural-machinery', 'automotive', 'defence', 'automation'],
    notes: ['Omuz toleransı h9 / f9', 'Shoulder tolerance h9 / f9', 'Tolerancia del resalte h9 / f9'],
    table: {
      sizes: M('M4', 'M12', METRIC),
      lengths: [10, 12, 16, 20, 25, 30, 40, 50, 60, 80, 100, 120],
      minFactor: 2,
      maxFactor: 10,
      stock: ['M6', 'M8'],
      stockMaxLength: 40,
    },
  },
}

function lengthsFor(table: Table, mainStandard: string | undefined, size: SizeKey): (number | null)[] {
  if (!table.lengths) return [null]
  const min = table.min ?? 3
  const max = table.max ?? 120
  const d = sizeDiameter(size)
  const low = Math.max(min, (table.minFactor ?? 0) * d)
  const high = Math.min(max, (table.maxFactor ?? Infinity) * d)
  const standard = mainStandard ? STANDARDS_BY_ID.get(mainStandard) : undefined
  const candidates =
    table.lengths === 'preferred' && standard
      ? standardLengths(standard, size, min, max)
      : (table.lengths as readonly number[])
  return candidates.filter((length) => length >= low && length <= high)
}

function sizeRows(demo: Demo): SizeRow[] {
  const main = demo.standards?.[0]
  const material = demo.materials?.[0] ?? ''
  const rows = demo.table.sizes.flatMap((size) =>
    lengthsFor(demo.table, main, size).map((length): SizeRow => ({
      size,
      length,
      stock:
        demo.table.stock.includes(size) &&
        (length === null || length <= (demo.table.stockMaxLength ?? Infinity))
          ? 'stock'
          : 'order',
      weight_per_1000: main ? weightPer1000(main, size, length, material) : null,
    })),
  )
  return sortSizeRows(rows)
}

/** The technical data and size table of the demo product `id`; an unknown id stops the seed. */
export function demoTechnical(id: string): { technical: Technical; sizes: SizeRow[] } {
  const demo = DEMO[id]
  if (!demo) throw new Error(`No technical data for the demo product "${id}"`)
  const [notes_tr, notes_en, notes_es] = demo.notes ?? ['', '', '']
  return {
    technical: {
      standards: demo.standards ?? [],
      materials: demo.materials ?? [],
      classes: demo.classes ?? [],
      finishes: demo.finishes ?? [],
      head: demo.head ?? null,
      drive: demo.drive ?? null,
      sectors: demo.sectors ?? [],
      certificates: demo.certificates ?? TEST_REPORT,
      notes_tr,
      notes_en,
      notes_es,
    },
    sizes: sizeRows(demo),
  }
}
