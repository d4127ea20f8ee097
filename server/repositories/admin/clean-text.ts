/**
 * Characters no admin text may hold: C0 controls but tab, line feed and carriage return, DEL, the C1
 * controls, and UTF-16 halves without their other half. A form field never needs them; pasted from
 * another program they would be stored and then sent raw in pages (a NUL byte in HTML) and PDFs.
 */
/* eslint-disable no-control-regex -- these control characters are what the pattern exists to find */
const UNWANTED =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g
/* eslint-enable no-control-regex */

/** Fields cleaned of nothing: a password is compared as typed. */
const KEPT_AS_TYPED = new Set(['password', 'currentPassword', 'newPassword'])

export function cleanText(text: string): string {
  return text.replace(UNWANTED, '')
}

/**
 * No admin body nests deeper than this; a deeper one is refused by its schema, so its strings need no cleaning,
 * and a recursion over a hostile body nested a hundred thousand times deep would exhaust the stack.
 */
const MAX_DEPTH = 32

/** `value` with every string in it cleaned (JSON bodies: objects, arrays, strings), passwords as they are. */
export function cleanStrings<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return cleanText(value) as T
  if (depth >= MAX_DEPTH) return value
  if (Array.isArray(value)) return value.map((inner) => cleanStrings(inner, depth + 1)) as T
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        KEPT_AS_TYPED.has(key) ? inner : cleanStrings(inner, depth + 1),
      ]),
    ) as T
  }
  return value
}
