const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}
const SPECIAL = /[&<>"']/

/**
 * Text made safe for HTML text and quoted attribute values. Most texts hold none of the five characters, and the
 * test before the replace keeps those as they are without building a new string (the size table escapes a few
 * hundred values per render).
 */
export function escapeHtml(text: string): string {
  return SPECIAL.test(text) ? text.replace(/[&<>"']/g, (char) => ENTITIES[char]!) : text
}
