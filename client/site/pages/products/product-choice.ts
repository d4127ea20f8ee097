import type { ProductView, SizeCells, TermView } from '../../../../shared/page-data.ts'

/**
 * What a product page's URL chooses: `?size=M10` filters the size table, `material` and `finish` say what the rows'
 * quote links carry. Values the product does not have are ignored; a product with one material (or finish) carries it
 * without being asked.
 */
export type ProductChoice = { size: string | null; material: string | null; finish: string | null }

function pick(list: TermView[], wanted: string | null): string | null {
  if (wanted && list.some((term) => term.id === wanted)) return wanted
  return list.length === 1 ? list[0]!.id : null
}

export function readChoice(product: ProductView, params: URLSearchParams): ProductChoice {
  const size = params.get('size')
  return {
    size: size && product.sizes.some(([rowSize]) => rowSize === size) ? size : null,
    material: pick(product.materials, params.get('material')),
    finish: pick(product.finishes, params.get('finish')),
  }
}

/** The product page's own address with a choice (`?size=M10&material=a2`); the bare path without one. */
export function choiceUrl(path: string, choice: ProductChoice): string {
  const params = new URLSearchParams()
  for (const name of ['size', 'material', 'finish'] as const) {
    const value = choice[name]
    if (value) params.set(name, value)
  }
  const search = params.toString()
  return search ? `${path}?${search}` : path
}

/** A size row's quote link: `/teklif?product=<slug>&size=M10&length=40&material=a2&finish=zinc-white`. */
export function quoteUrl(
  quotePath: string,
  slug: string,
  [size, length]: SizeCells,
  choice: ProductChoice,
): string {
  const params = new URLSearchParams({ product: slug, size })
  if (length !== null) params.set('length', String(length))
  if (choice.material) params.set('material', choice.material)
  if (choice.finish) params.set('finish', choice.finish)
  return `${quotePath}?${params.toString()}`
}
