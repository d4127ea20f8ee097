import { useEffect, useId, useState } from 'react'

/*
 * "No edit lost": every admin form reports whether it holds changes (`useUnsavedChanges(dirty)` or
 * `useUnsavedForm(saved, current)`), and one guard (components/unsaved-changes-guard.tsx) asks before
 * the panel leaves a screen while any form does. The forms only report; the guard alone decides.
 *
 * The registry is module state, not a React context: the guard reads it inside DOM event listeners
 * (a click, popstate, beforeunload) at the moment of leaving, and a form deep in a screen needs no
 * provider above it. Only the browser fills it (effects do not run on the server).
 */

/** Each dirty form's id and the part of its screen it edits (`scope`), if it named one. */
const dirtyForms = new Map<string, string | undefined>()
let askToLeave: (() => Promise<boolean>) | null = null

/** True while any mounted form holds changes it has not saved. */
export function hasUnsavedChanges(): boolean {
  return dirtyForms.size > 0
}

/**
 * Marks the calling component as holding unsaved changes while `dirty` is true (and while mounted).
 * `scope` names the part of a screen the form edits, for confirmDiscard.
 */
export function useUnsavedChanges(dirty: boolean, scope?: string): void {
  const id = useId()
  useEffect(() => {
    if (!dirty) return
    dirtyForms.set(id, scope)
    return () => {
      dirtyForms.delete(id)
    }
  }, [dirty, id, scope])
}

/**
 * A form's changes against what was stored: dirty while `current` differs from `saved`, so a field
 * typed back to its stored value warns no more. Returns the flag for the form's own use (a badge).
 */
export function useUnsavedForm<T>(saved: T, current: T, scope?: string): boolean {
  const dirty = !sameValues(saved, current)
  useUnsavedChanges(dirty, scope)
  return dirty
}

/** For a form that closes once saved (a product, a slide, a card): its changes since it opened. */
export function useUnsavedSinceOpened<T>(current: T, scope?: string): boolean {
  const [opened] = useState(current)
  return useUnsavedForm(opened, current, scope)
}

/** The guard's dialog, set while the guard is mounted. */
export function setLeaveQuestion(ask: (() => Promise<boolean>) | null): void {
  askToLeave = ask
}

/**
 * Asks before a screen replaces a form in place (another product opened while one is edited):
 * true at once when no form of `scope` (of any scope, without one) is unsaved, else the admin's answer.
 */
export function confirmDiscard(scope?: string): Promise<boolean> {
  const dirty = [...dirtyForms.values()].some((formScope) => scope === undefined || formScope === scope)
  if (!dirty) return Promise.resolve(true)
  return askToLeave ? askToLeave() : Promise.resolve(true)
}

/**
 * Deep equality of form values (plain objects, arrays, strings, numbers, booleans, null): what
 * JSON would write, so `undefined` properties equal absent ones and key order does not matter.
 */
export function sameValues(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => sameValues(item, b[index]))
  }
  const left = definedEntries(a as Record<string, unknown>)
  const right = definedEntries(b as Record<string, unknown>)
  return (
    left.size === right.size &&
    [...left].every(([key, value]) => right.has(key) && sameValues(value, right.get(key)))
  )
}

const definedEntries = (record: Record<string, unknown>) =>
  new Map(Object.entries(record).filter(([, value]) => value !== undefined))

/** What the guard needs of a click: the plain left click on a link that opens in this tab. */
export type LinkClick = {
  button: number
  metaKey: boolean
  ctrlKey: boolean
  shiftKey: boolean
  altKey: boolean
  defaultPrevented: boolean
  /** The link's `target` attribute ('' when absent), whether it has `download`, and its resolved href. */
  target: string
  download: boolean
  href: string
}

/**
 * Whether a click leaves the current screen inside this tab: a plain left click on a same-origin
 * link to another path or query (a `#part` of the same page stays). New tabs, downloads and other
 * sites are not leaving (the latter unloads, which beforeunload covers).
 */
export function leavesScreen(
  click: LinkClick,
  current: { origin: string; pathname: string; search: string },
): boolean {
  if (click.defaultPrevented || click.button !== 0) return false
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return false
  if ((click.target !== '' && click.target !== '_self') || click.download) return false
  let url: URL
  try {
    url = new URL(click.href, current.origin)
  } catch {
    return false
  }
  if (url.origin !== current.origin) return false
  return url.pathname !== current.pathname || url.search !== current.search
}

/**
 * How far a back or forward step moved in the router's history (react-router keeps an `idx` in
 * each entry's state), or null when the entry is not the router's (a `#part` link's entry).
 */
export function historyStep(from: number | null, state: unknown): number | null {
  const to = (state as { idx?: unknown } | null)?.idx
  if (from === null || typeof to !== 'number' || to === from) return null
  return to - from
}
