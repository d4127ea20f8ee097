import { useEffect, useState } from 'react'
import { useIntl } from 'react-intl'
import { useNavigate } from 'react-router'
import { Icon } from '../../../components/icon.tsx'
import { filterSearch } from '../../../../shared/product-facets.ts'
import { useHref } from '../../../lib/lang.ts'
import { useProductFilters } from './use-product-filters.ts'

/** Waiting time after the last key stroke before the URL and the list follow the search box. */
export const SEARCH_DEBOUNCE_MS = 250

/**
 * The search box: a real GET form (works without JavaScript); with JavaScript the URL follows
 * the typing (replace navigation, debounced) and the server's filtered page replaces the list.
 */
export function ProductSearch() {
  const intl = useIntl()
  const href = useHref()
  const navigate = useNavigate()
  const filter = useProductFilters()
  const { q, urlFor } = filter
  const [text, setText] = useState(q)
  // The search last sent to the URL, to tell our own navigations from back/forward or links.
  const [sent, setSent] = useState(q)
  const [seenQ, setSeenQ] = useState(q)
  if (q !== seenQ) {
    setSeenQ(q)
    if (q !== sent) {
      setSent(q)
      setText(q)
    }
  }

  const target = urlFor({ q: text })
  useEffect(() => {
    const wanted = text.trim()
    if (wanted === sent) return
    const timer = setTimeout(() => {
      setSent(wanted)
      void navigate(target, { replace: true })
    }, SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text, sent, target, navigate])

  return (
    <form
      className="product-search"
      method="get"
      action={href('products')}
      role="search"
      onSubmit={(event) => {
        event.preventDefault()
        setSent(text.trim())
        void navigate(target)
      }}
    >
      {/* The other filters stay when a search is submitted without JavaScript. */}
      {[...new URLSearchParams(filterSearch({ ...filter, q: '' }))].map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <label className="visually-hidden" htmlFor="product-search">
        {intl.formatMessage({ id: 'products.search.label' })}
      </label>
      <Icon name="search" className="product-search__icon" size={18} />
      <input
        id="product-search"
        className="product-search__input"
        type="search"
        name="q"
        value={text}
        maxLength={200}
        autoComplete="off"
        placeholder={intl.formatMessage({ id: 'products.search.placeholder' })}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="button button--primary product-search__submit">
        {intl.formatMessage({ id: 'products.search.submit' })}
      </button>
    </form>
  )
}
