import { slugify } from '../../../shared/slug.ts'

/**
 * The slugs of a products list, built once and grown as rows are planned: a write of one product and a CSV import
 * of 20,000 new ones both find a free slug without looking at every product again (the old per-row rebuild made an
 * import quadratic: 77 s for 20,000 new rows, the site frozen throughout).
 */
export class ProductSlugs {
  private readonly taken: Set<string>
  /** The last number tried per root, so many names of one root ("civata", "civata-2", …) stay linear too. */
  private readonly lastSuffix = new Map<string, number>()

  constructor(products: readonly { slug: string }[]) {
    this.taken = new Set(products.map((product) => product.slug))
  }

  /**
   * A free slug for `name` (the Turkish name), now taken. `own` is the product's current slug: free for itself, and
   * released when the name gives another one.
   */
  take(name: string, own?: string): string {
    const root = slugify(name).slice(0, 100).replace(/-$/, '') || 'urun'
    if (root === own) return own
    if (own !== undefined) this.taken.delete(own)
    let slug = root
    if (this.taken.has(slug)) {
      let n = this.lastSuffix.get(root) ?? 1
      do n += 1
      while (this.taken.has(`${root}-${n}`))
      this.lastSuffix.set(root, n)
      slug = `${root}-${n}`
    }
    this.taken.add(slug)
    return slug
  }
}
