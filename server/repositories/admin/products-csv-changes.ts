import type { Category } from '../../../shared/schemas/category.ts'
import {
  CSV_COLUMNS,
  type CsvChange,
  MAX_CHANGE_CHARS,
  MAX_LISTED_CHANGES,
  VERSION_COLUMN,
} from '../../../shared/schemas/products-csv.ts'
import type { Plan } from './products-csv-plan.ts'
import { productCells } from './products-csv-cells.ts'

/** The columns a change is shown in: the id never changes and the version moves with every write. */
const COMPARED = CSV_COLUMNS.filter((column) => column !== 'id' && column !== VERSION_COLUMN)

const quoted = (text: string) =>
  text.length > MAX_CHANGE_CHARS ? `${text.slice(0, MAX_CHANGE_CHARS - 1)}…` : text

/**
 * What a plan changes, as the admin reads it before applying: a line per new product and a line per cell that changes
 * (as the export writes cells, so a value reads as it does in the file). Every line is counted, the first
 * MAX_LISTED_CHANGES listed.
 */
export function planChanges(
  plan: Plan,
  categories: readonly Category[],
): { changes: CsvChange[]; changeCount: number } {
  const changes: CsvChange[] = []
  let changeCount = 0
  const add = (change: CsvChange) => {
    changeCount += 1
    if (changes.length < MAX_LISTED_CHANGES) changes.push(change)
  }
  for (const entry of plan.planned) {
    if (entry.kind === 'create') {
      const { row, slug, input } = entry
      add({
        row,
        action: 'create',
        id: null,
        slug,
        name: input.name_tr.trim(),
        column: '',
        before: '',
        after: '',
      })
    }
    if (entry.kind !== 'update') continue
    const before = productCells(entry.product, categories)
    const after = productCells(entry.next, categories)
    for (const column of COMPARED) {
      const [was = '', is = ''] = [before[column], after[column]]
      if (was === is) continue
      const { row, next } = entry
      add({
        row,
        action: 'update',
        id: next.id,
        slug: next.slug,
        name: next.name_tr,
        column,
        before: quoted(was),
        after: quoted(is),
      })
    }
  }
  return { changes, changeCount }
}
