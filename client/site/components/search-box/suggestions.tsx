import { useCallback, useEffect, useMemo, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useNavigate } from 'react-router'
import type { Suggestion, SuggestionReply } from '../../../../shared/schemas/search-suggestions.ts'
import {
  SUGGESTION_GROUPS,
  SUGGESTION_QUERY_MAX,
  type SuggestionGroup,
} from '../../../../shared/search-suggestions.ts'
import { useLang } from '../../../lib/lang.ts'

/** Waiting time after the last key stroke before asking: one request per pause, not per letter. */
export const SUGGEST_DEBOUNCE_MS = 150

type Option = Suggestion & { group: SuggestionGroup }

/**
 * The type-ahead: the ARIA combobox pattern on the search box's input (it owns the input's role and aria-*
 * attributes, set here because the plain form has no popup) and a listbox of suggestions grouped as products,
 * standards and sizes. Arrow keys move the active option, Enter opens it, Escape closes the list, Enter without an
 * active option leaves the form to submit. Requests wait for a pause in typing; an answer to an older text is
 * dropped, so a slow reply never replaces a newer one.
 */
export function Suggestions({ inputId }: { inputId: string }) {
  const intl = useIntl()
  const lang = useLang()
  const listId = `${inputId}-list`
  const input = useMemo(
    () => ({ current: document.getElementById(inputId) as HTMLInputElement | null }),
    [inputId],
  )
  const navigate = useNavigate()
  const [reply, setReply] = useState<SuggestionReply | null>(null)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const options: Option[] = useMemo(
    () =>
      reply ? SUGGESTION_GROUPS.flatMap((group) => reply[group].map((item) => ({ ...item, group }))) : [],
    [reply],
  )
  const expanded = open && options.length > 0

  // Asks for suggestions as the text changes (and at once for text typed before this chunk arrived).
  useEffect(() => {
    const element = input.current
    if (!element) return
    let timer: ReturnType<typeof setTimeout> | undefined
    let asked = 0
    let controller: AbortController | undefined
    const ask = () => {
      clearTimeout(timer)
      const text = element.value.trim().slice(0, SUGGESTION_QUERY_MAX)
      const ticket = ++asked
      if (!text) {
        controller?.abort()
        setReply(null)
        return
      }
      timer = setTimeout(() => {
        controller?.abort()
        controller = new AbortController()
        fetch(`/api/search/suggestions?${new URLSearchParams({ q: text, lang }).toString()}`, {
          signal: controller.signal,
        })
          .then((response) => (response.ok ? (response.json() as Promise<SuggestionReply>) : null))
          .then((body) => {
            if (ticket !== asked || !body) return
            setReply(body)
            setActive(-1)
            setOpen(document.activeElement === element)
          })
          // A failed or aborted request leaves the list as it was; the form still submits.
          .catch(() => undefined)
      }, SUGGEST_DEBOUNCE_MS)
    }
    const onFocus = () => setOpen(true)
    const onBlur = () => {
      setOpen(false)
      setActive(-1)
    }
    element.addEventListener('input', ask)
    element.addEventListener('focus', onFocus)
    element.addEventListener('blur', onBlur)
    if (element.value.trim()) ask()
    return () => {
      clearTimeout(timer)
      controller?.abort()
      element.removeEventListener('input', ask)
      element.removeEventListener('focus', onFocus)
      element.removeEventListener('blur', onBlur)
    }
  }, [input, lang])

  const go = useCallback(
    (option: Option) => {
      setOpen(false)
      setActive(-1)
      void navigate(option.url)
    },
    [navigate],
  )

  // The keys of the combobox pattern (listening again whenever what they read changes).
  useEffect(() => {
    const element = input.current
    if (!element) return
    const onKey = (event: KeyboardEvent) => {
      const count = options.length
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (count === 0) return
        event.preventDefault()
        const down = event.key === 'ArrowDown'
        setOpen(true)
        setActive(
          !expanded
            ? down
              ? 0
              : count - 1
            : down
              ? (active + 1) % count
              : active <= 0
                ? count - 1
                : active - 1,
        )
      } else if (event.key === 'Enter' && expanded && active >= 0) {
        event.preventDefault()
        go(options[active]!)
      } else if (event.key === 'Escape' && expanded) {
        // Closes the list only; a second Escape clears the box as any search field does.
        event.preventDefault()
        setOpen(false)
        setActive(-1)
      }
    }
    element.addEventListener('keydown', onKey)
    return () => element.removeEventListener('keydown', onKey)
  }, [input, options, active, expanded, go])

  // The input's side of the pattern.
  useEffect(() => {
    const element = input.current
    if (!element) return
    element.setAttribute('role', 'combobox')
    element.setAttribute('aria-autocomplete', 'list')
    element.setAttribute('aria-controls', listId)
    element.setAttribute('aria-expanded', String(expanded))
    if (expanded && active >= 0) element.setAttribute('aria-activedescendant', `${listId}-${active}`)
    else element.removeAttribute('aria-activedescendant')
  }, [input, listId, expanded, active])
  useEffect(() => {
    const element = input.current
    return () => {
      for (const name of [
        'role',
        'aria-autocomplete',
        'aria-controls',
        'aria-expanded',
        'aria-activedescendant',
      ]) {
        element?.removeAttribute(name)
      }
    }
  }, [input])

  let position = 0
  return (
    <div
      id={listId}
      role="listbox"
      aria-label={intl.formatMessage({ id: 'nav.search.suggestions' })}
      className="search-box__list"
      hidden={!expanded}
      // Keeps the focus in the input while an option is clicked.
      onMouseDown={(event) => event.preventDefault()}
    >
      {SUGGESTION_GROUPS.map((group) => {
        const items = options.filter((option) => option.group === group)
        if (items.length === 0) return null
        return (
          <ul key={group} role="group" aria-labelledby={`${listId}-${group}`} className="search-box__group">
            <li role="presentation" id={`${listId}-${group}`} className="search-box__group-label">
              <FormattedMessage id={`nav.search.${group}`} />
            </li>
            {items.map((option) => {
              const index = position++
              return (
                <li
                  key={option.url}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={index === active}
                  className={index === active ? 'search-box__option is-active' : 'search-box__option'}
                  onClick={() => go(option)}
                  onMouseMove={() => index !== active && setActive(index)}
                >
                  <span className="search-box__option-label">{option.label}</span>
                  <span className="search-box__option-detail">
                    {option.count !== undefined
                      ? intl.formatMessage({ id: 'nav.search.sizeCount' }, { count: option.count })
                      : option.detail}
                  </span>
                </li>
              )
            })}
          </ul>
        )
      })}
    </div>
  )
}
