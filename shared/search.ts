/**
 * Folds text for a Turkish-aware, case-insensitive match: 'I'/'ı' and 'İ'/'i' all meet, so
 * "CIVATA", "cıvata" and "civata" find "Cıvata" in every language.
 */
export function foldForSearch(text: string): string {
  return text
    .toLocaleLowerCase('tr')
    .replace(/ı/g, 'i')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
}

export function matchesSearch(haystack: string, needle: string): boolean {
  const folded = foldForSearch(needle.trim())
  return folded === '' || foldForSearch(haystack).includes(folded)
}
