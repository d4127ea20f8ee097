import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import {
  isArgumentElement,
  isDateElement,
  isNumberElement,
  isPluralElement,
  isSelectElement,
  isTagElement,
  isTimeElement,
  type MessageFormatElement,
  parse,
} from '@formatjs/icu-messageformat-parser'
import { IntlMessageFormat } from 'intl-messageformat'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { createIntl, type IntlShape } from 'react-intl'
import { describe, expect, it, vi } from 'vitest'
import { LANGS } from '../../shared/i18n.ts'
import { BROWSER_INTL_COMPONENTS, BROWSER_INTL_MEMBERS, createBrowserIntl } from './browser-intl.tsx'
import type { CompiledMessages } from './compiled.ts'
import { messagesFor } from './messages.ts'
import { numberFormatsMade } from '../../test/helpers/intl-constructions.ts'

const clientDir = path.resolve(import.meta.dirname, '..')

/** The browser's code: every module under client/ but tests and the server's renderer. */
/** The server renderer's own files: it uses react-intl's full instance (client/entry-server.tsx). */
const SERVER_ONLY = new Set(['entry-server.tsx', path.join('i18n', 'kept-message-formats.ts')])

function browserSources(): { file: string; code: string }[] {
  const files = readdirSync(clientDir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !SERVER_ONLY.has(file),
  )
  return files.map((file) => ({ file, code: readFileSync(path.join(clientDir, file), 'utf8') }))
}

/** A value for each argument of a parsed message, of the kind its placeholder formats, and a function per tag. */
function valuesFor(
  elements: MessageFormatElement[],
  values: Record<string, unknown> = {},
): Record<string, unknown> {
  for (const element of elements) {
    if (isTagElement(element)) values[element.value] = (chunks: ReactNode) => <b>{chunks}</b>
    else if (isNumberElement(element) || isPluralElement(element)) values[element.value] = 1234.5
    else if (isDateElement(element) || isTimeElement(element)) values[element.value] = Date.UTC(2026, 2, 4)
    else if (isSelectElement(element)) values[element.value] = 'other'
    else if (isArgumentElement(element)) values[element.value] = `<${element.value}>`
    if (isTagElement(element)) valuesFor(element.children, values)
    if (isPluralElement(element) || isSelectElement(element)) {
      for (const option of Object.values(element.options)) valuesFor(option.value, values)
    }
  }
  return values
}

describe('the browser intl object', () => {
  it('has every member and component the browser code uses (react-intl would have them all)', () => {
    const members = new Set<string>(BROWSER_INTL_MEMBERS)
    const used = new Map<string, string>()
    for (const { file, code } of browserSources()) {
      for (const [, member] of code.matchAll(/(?<![\w$./-])intl\.(\w+)/g)) used.set(member!, file)
      for (const [, names] of code.matchAll(/\{([^}]*)\}\s*=\s*useIntl\(\)/g)) {
        for (const name of names!.split(',')) used.set(name.split(':')[0]!.trim(), file)
      }
      for (const [, member] of code.matchAll(/useIntl\(\)\.(\w+)/g)) used.set(member!, file)
      // An intl object under another name would escape the checks above.
      for (const [, name] of code.matchAll(/(\w+)\s*:\s*IntlShape\b/g)) expect(name, file).toBe('intl')
      for (const [, names] of code.matchAll(/import\s*\{([^}]*)\}\s*from 'react-intl'/g)) {
        for (const name of names!.split(',').map((n) => n.trim().replace(/^type\s+/, ''))) {
          if (/^[A-Z]/.test(name) && name.startsWith('Formatted')) used.set(`<${name}>`, file)
          else
            expect(['useIntl', 'RawIntlProvider', 'IntlShape', 'MessageFormatElement'], file).toContain(name)
        }
      }
    }
    const components = new Set<string>(BROWSER_INTL_COMPONENTS.map((name) => `<${name}>`))
    const missing = [...used].filter(([member]) => !members.has(member) && !components.has(member))
    expect(missing).toEqual([])
    expect(used.size).toBeGreaterThan(4)
    for (const member of BROWSER_INTL_MEMBERS) expect(createBrowserIntl('tr', {})[member]).toBeDefined()
  })

  it("formats each language's parsed texts as react-intl's own intl object does (the browser's before)", () => {
    for (const lang of LANGS) {
      const texts = messagesFor(lang, 'site')
      const parsed: CompiledMessages = {}
      for (const [id, text] of Object.entries(texts)) parsed[id] = parse(text)
      const browser = createBrowserIntl(lang, parsed)
      const server: IntlShape = createIntl({ locale: lang, defaultLocale: 'tr', messages: parsed })
      for (const [id, elements] of Object.entries(parsed)) {
        const values = valuesFor(elements) as Record<string, string>
        const render = (intl: IntlShape) => renderToStaticMarkup(<>{intl.formatMessage({ id }, values)}</>)
        expect(render(browser), `${lang} ${id}`).toBe(render(server))
      }
      expect(browser.formatNumber(12345.5)).toBe(server.formatNumber(12345.5))
      expect(browser.formatDate('2026-03-04', { dateStyle: 'long', timeZone: 'UTC' })).toBe(
        server.formatDate('2026-03-04', { dateStyle: 'long', timeZone: 'UTC' }),
      )
      expect(browser.formatList(['M6', 'M8', 'M10'], { type: 'conjunction' })).toBe(
        server.formatList(['M6', 'M8', 'M10'], { type: 'conjunction' }),
      )
    }
  })

  it('keys the elements of a message with tags, as react-intl does', () => {
    const messages = { note: parse('<b>{count}</b> of <i>{total}</i>') }
    const intl = createBrowserIntl('en', messages)
    const out = intl.formatMessage(
      { id: 'note' },
      { count: 2, total: 5, b: (chunks) => <strong>{chunks}</strong>, i: (chunks) => <em>{chunks}</em> },
    )
    expect(renderToStaticMarkup(<>{out}</>)).toBe('<strong>2</strong> of <em>5</em>')
    expect(
      Array.isArray(out) &&
        out.every((part) => typeof part === 'string' || typeof (part as { key: unknown }).key === 'string'),
    ).toBe(true)
  })

  it("makes a message's format without ICU's number data (its first load is 30-50 ms of a page load)", () => {
    const asked = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf')
    try {
      for (const lang of LANGS) {
        const intl = createBrowserIntl(lang, { note: parse(`<b>{name}</b> (${lang})`) })
        const out = intl.formatMessage({ id: 'note' }, { name: 'M8', b: (chunks) => <b>{chunks}</b> })
        expect(renderToStaticMarkup(<>{out}</>)).toBe(`<b>M8</b> (${lang})`)
      }
      expect(asked).not.toHaveBeenCalled()
    } finally {
      asked.mockRestore()
    }
    // The format still names its locale, and plurals still follow it.
    const format = new IntlMessageFormat(parse('{n, plural, one {# parça} other {# parça}}'), 'tr')
    expect(format.resolvedOptions().locale).toBe('tr')
    expect(format.format({ n: 1000 })).toBe('1.000 parça')
  })

  it('writes whole numbers in messages without making an Intl.NumberFormat, fractions and negatives with it', () => {
    const messages = {
      found: parse('{count, number} ürün bulundu'),
      rows: parse('{count, plural, one {# satır} other {# satır}}'),
    }
    const small = numberFormatsMade(() => {
      for (const lang of LANGS) {
        const intl = createBrowserIntl(lang, messages)
        expect(intl.formatMessage({ id: 'found' }, { count: 12 })).toBe('12 ürün bulundu')
        expect(intl.formatMessage({ id: 'rows' }, { count: 1 })).toBe('1 satır')
        expect(intl.formatMessage({ id: 'rows' }, { count: 999 })).toBe('999 satır')
      }
      expect(createBrowserIntl('tr', messages).formatMessage({ id: 'found' }, { count: 12345 })).toBe(
        '12.345 ürün bulundu',
      )
      expect(createBrowserIntl('en', messages).formatMessage({ id: 'found' }, { count: 12345 })).toBe(
        '12,345 ürün bulundu',
      )
      expect(createBrowserIntl('es', messages).formatMessage({ id: 'found' }, { count: 1234 })).toBe(
        '1234 ürün bulundu',
      )
    })
    expect(small).toBe(0)
    // A fraction (Intl rounds it to three digits), a negative: the language's Intl format, made once per language.
    const large = numberFormatsMade(() => {
      const tr = createBrowserIntl('tr', messages)
      expect(tr.formatMessage({ id: 'rows' }, { count: 2.5 })).toBe('2,5 satır')
      expect(tr.formatMessage({ id: 'found' }, { count: 1.23456 })).toBe('1,235 ürün bulundu')
      const en = createBrowserIntl('en', messages)
      expect(en.formatMessage({ id: 'found' }, { count: -1200 })).toBe('-1,200 ürün bulundu')
      // A format with options is Intl's own (intl.formatNumber).
      expect(tr.formatNumber(0.5, { style: 'percent' })).toBe('%50')
    })
    expect(large).toBe(3)
  })
})
