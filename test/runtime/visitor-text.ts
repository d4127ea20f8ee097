/**
 * What a visitor or a search engine reads on a server-rendered page, taken from its HTML: the
 * visible text (with the `<title>`), the `content` of meta tags, the alt, title, aria-label and
 * placeholder attributes, and every string of the JSON-LD. Scripts are skipped otherwise: the page
 * state embedded for hydration is data, not text anybody reads.
 *
 * A small scanner instead of an HTML parser is enough here: the markup is our own (React and
 * server/ssr/seo.ts), which escapes `<`, `>` and quotes in every attribute value and text.
 */
export type ReadText = { where: string; text: string }

const READ_ATTRIBUTES = ['alt', 'title', 'aria-label', 'placeholder'] as const

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(parseInt(name.slice(2), 16))
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)))
    return ENTITIES[name.toLowerCase()] ?? entity
  })
}

function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>()
  for (const match of tag.matchAll(/([\w:-]+)\s*=\s*"([^"]*)"/g)) {
    found.set(match[1]!.toLowerCase(), decodeEntities(match[2]!))
  }
  return found
}

function jsonStrings(value: unknown, out: string[]): string[] {
  if (typeof value === 'string') out.push(value)
  else if (Array.isArray(value)) value.forEach((item) => jsonStrings(item, out))
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => jsonStrings(item, out))
  return out
}

export function visitorText(html: string): ReadText[] {
  const read: ReadText[] = []
  // JSON-LD first, then every script (and style) is taken out of the markup.
  for (const match of html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)) {
    for (const text of jsonStrings(JSON.parse(match[1]!), [])) read.push({ where: 'JSON-LD', text })
  }
  const markup = html.replace(/<(script|style)\b[^>]*>.*?<\/\1>/gs, ' ')
  for (const [tag, name = ''] of markup.matchAll(/<([a-z][\w-]*)\b[^>]*>/gi)) {
    const attrs = attributes(tag)
    if (name.toLowerCase() === 'meta' && attrs.has('content')) {
      const key = attrs.get('property') ?? attrs.get('name') ?? attrs.get('itemprop') ?? '?'
      // Only texts: charset, viewport and colour tags carry no words.
      if (key !== 'viewport' && key !== 'theme-color')
        read.push({ where: `meta ${key}`, text: attrs.get('content')! })
    }
    for (const attribute of READ_ATTRIBUTES) {
      const value = attrs.get(attribute)
      if (value) read.push({ where: `<${name} ${attribute}>`, text: value })
    }
  }
  const title = /<title>(.*?)<\/title>/s.exec(markup)?.[1]
  if (title) read.push({ where: '<title>', text: decodeEntities(title) })
  const body = /<body\b[^>]*>(.*)<\/body>/s.exec(markup)?.[1] ?? ''
  const visible = decodeEntities(body.replace(/<!--.*?-->/gs, ' ').replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim()
  if (visible) read.push({ where: 'text', text: visible })
  return read
}

/** Letters only Turkish uses among the site's three languages (ç, ö, ü also occur in names elsewhere). */
export const TURKISH_LETTERS = /[ğĞşŞıİ]/

const WORD = /\p{L}+/gu

/** Words as the site's words are compared: letters only, in Turkish lower case. */
export function wordsOf(text: string): string[] {
  return (text.match(WORD) ?? []).map((word) => word.toLocaleLowerCase('tr'))
}

export type TurkishWord = { word: string; where: string; context: string }

/** Every word with a Turkish letter that `allowed` does not name, with 40 characters around it. */
export function turkishWords(read: ReadText[], allowed: ReadonlySet<string>): TurkishWord[] {
  const found: TurkishWord[] = []
  for (const { where, text } of read) {
    for (const match of text.matchAll(WORD)) {
      const word = match[0]
      if (!TURKISH_LETTERS.test(word) || allowed.has(word.toLocaleLowerCase('tr'))) continue
      const start = Math.max(0, match.index - 40)
      const context = text.slice(start, match.index + word.length + 40)
      found.push({ word, where, context: `${start > 0 ? '…' : ''}${context}…` })
    }
  }
  return found
}
