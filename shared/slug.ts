const TURKISH: Record<string, string> = {
  ç: 'c',
  Ç: 'c',
  ğ: 'g',
  Ğ: 'g',
  ı: 'i',
  I: 'i',
  İ: 'i',
  ö: 'o',
  Ö: 'o',
  ş: 's',
  Ş: 's',
  ü: 'u',
  Ü: 'u',
}

/**
 * Slug from a Turkish name, so URLs stay plain ASCII and readable: lowercase, Turkish letters transliterated,
 * non-alphanumerics to hyphens, repeated hyphens collapsed, edge hyphens trimmed.
 */
export function slugify(text: string): string {
  return text
    .replace(/[çÇğĞıIİöÖşŞüÜ]/g, (letter) => TURKISH[letter] ?? letter)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '')
}

/** `base`, or `base-2`, `base-3`... whichever is not taken yet. */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  const root = base || 'item'
  if (!taken.has(root)) return root
  for (let n = 2; ; n++) {
    const candidate = `${root}-${n}`
    if (!taken.has(candidate)) return candidate
  }
}
