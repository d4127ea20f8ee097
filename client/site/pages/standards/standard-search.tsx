import { useState } from 'react'
import { useIntl } from 'react-intl'
import { useNavigate } from 'react-router'
import { Icon } from '../../../components/icon.tsx'
import { useHref } from '../../../lib/lang.ts'

/** A GET form (`?q=`), so the search works without JavaScript; with it, the page navigates without reloading. */
export function StandardSearch({ search }: { search: string }) {
  const intl = useIntl()
  const href = useHref()
  const navigate = useNavigate()
  const [text, setText] = useState(search)
  const [seen, setSeen] = useState(search)
  // Back and forward change the search: the box follows the URL.
  if (search !== seen) {
    setSeen(search)
    setText(search)
  }
  return (
    <form
      className="standard-search"
      method="get"
      action={href('standards')}
      role="search"
      onSubmit={(event) => {
        event.preventDefault()
        const q = text.trim()
        void navigate(q ? `${href('standards')}?${new URLSearchParams({ q }).toString()}` : href('standards'))
      }}
    >
      <label className="visually-hidden" htmlFor="standard-search">
        {intl.formatMessage({ id: 'standards.search.label' })}
      </label>
      <Icon name="search" className="standard-search__icon" size={18} />
      <input
        id="standard-search"
        className="standard-search__input"
        type="search"
        name="q"
        value={text}
        maxLength={100}
        autoComplete="off"
        placeholder={intl.formatMessage({ id: 'standards.search.placeholder' })}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="button button--primary standard-search__submit">
        {intl.formatMessage({ id: 'standards.search.submit' })}
      </button>
    </form>
  )
}
