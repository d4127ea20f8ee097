/**
 * Lists are typed comma-separated: each item trimmed and empty items dropped, so a stray comma adds nothing.
 */
export function splitList(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '')
}

export function joinList(items: readonly string[]): string {
  return items.join(', ')
}

/** Sort order / card order field: blank means 0; anything but a whole number >= 0 is refused. */
export function parseOrder(text: string): number | null {
  const trimmed = text.trim()
  if (trimmed === '') return 0
  if (!/^\d+$/.test(trimmed)) return null
  const value = Number(trimmed)
  return Number.isSafeInteger(value) && value <= 1_000_000 ? value : null
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toLocaleString('tr-TR', { maximumFractionDigits: 1 })} KB`
  return `${(bytes / 1024 / 1024).toLocaleString('tr-TR', { maximumFractionDigits: 1 })} MB`
}

export function formatDate(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return date.toLocaleString('tr-TR', { dateStyle: 'medium', timeStyle: 'short' })
}
