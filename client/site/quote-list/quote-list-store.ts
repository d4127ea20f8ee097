import { useSyncExternalStore } from 'react'
import { QUOTE_CHOICES, type QuoteItem } from '../../../shared/quote-items.ts'
import {
  type AddResult,
  addLine,
  isQuantity,
  type LineLabels,
  parseStored,
  type QuoteListLine,
  readItem,
  serialize,
  STORAGE_KEY,
} from './quote-list-lines.ts'

/*
 * The quote list kept in localStorage under one key: read by components through useSyncExternalStore, written only
 * here, and followed across tabs through the `storage` event. Where storage is refused (a private window, a full
 * quota) the list lives in this tab's memory until it closes.
 */

const EMPTY: readonly QuoteListLine[] = Object.freeze([])
const listeners = new Set<() => void>()
let memory: string | null = null
let cached: { raw: string | null; lines: readonly QuoteListLine[] } = { raw: null, lines: EMPTY }

function storage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

function readRaw(): string | null {
  try {
    return storage()?.getItem(STORAGE_KEY) ?? memory
  } catch {
    return memory
  }
}

/** The lines now; the same array while the stored text is unchanged (useSyncExternalStore needs that). */
export function getLines(): readonly QuoteListLine[] {
  const raw = readRaw()
  if (raw !== cached.raw) cached = { raw, lines: raw ? Object.freeze(parseStored(raw)) : EMPTY }
  return cached.lines
}

const serverLines = () => EMPTY

function notify() {
  for (const listener of listeners) listener()
}

function onStorage(event: StorageEvent) {
  if (event.key === STORAGE_KEY || event.key === null) notify()
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage)
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) window.removeEventListener('storage', onStorage)
  }
}

function write(lines: readonly QuoteListLine[]) {
  const raw = lines.length > 0 ? serialize(lines) : null
  memory = raw
  try {
    if (raw === null) storage()?.removeItem(STORAGE_KEY)
    else storage()?.setItem(STORAGE_KEY, raw)
  } catch {
    // Kept in memory: the list works in this tab.
  }
  notify()
}

/** The list's lines; empty on the server and during hydration (the list is the browser's alone). */
export function useQuoteList(): readonly QuoteListLine[] {
  return useSyncExternalStore(subscribe, getLines, serverLines)
}

const newId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`

export function addToQuoteList(item: QuoteItem, labels: LineLabels): AddResult {
  const { lines, result } = addLine(getLines(), item, labels, newId())
  if (result !== 'full') write(lines)
  return result
}

/** Adds read lines (a pasted list) in order; returns how many found room. */
export function addManyToQuoteList(entries: { item: QuoteItem; labels: LineLabels }[]): number {
  let lines = getLines()
  let added = 0
  for (const { item, labels } of entries) {
    const next = addLine(lines, item, labels, newId())
    if (next.result === 'full') break
    lines = next.lines
    added++
  }
  write(lines)
  return added
}

export type LinePatch = Partial<Pick<QuoteListLine, 'quantity' | 'note' | (typeof QUOTE_CHOICES)[number]>> & {
  labels?: LineLabels
}

/** Changes one line; a change that would make it invalid (a quantity out of range) is ignored. */
export function updateLine(id: string, patch: LinePatch): void {
  const lines = getLines()
  const next = lines.map((line) => {
    if (line.id !== id) return line
    const changed: QuoteListLine = { ...line, ...patch, labels: patch.labels ?? line.labels }
    for (const key of ['note', ...QUOTE_CHOICES] as const) if (!changed[key]) delete changed[key]
    if (!isQuantity(changed.quantity) || !readItem(changed)) return line
    return changed
  })
  write(next)
}

export function removeLine(id: string): void {
  write(getLines().filter((line) => line.id !== id))
}

export function clearQuoteList(): void {
  write(EMPTY)
}
