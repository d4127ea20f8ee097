import { type ComponentType, useState } from 'react'
import { useIntl } from 'react-intl'
import { Icon } from '../../../components/icon.tsx'
import { useHref } from '../../../lib/lang.ts'

/**
 * The site's search box: a plain GET form to the language's products page (`?q=`), so it works before and without
 * JavaScript. The type-ahead is a chunk of its own (suggestions.tsx), loaded on the first focus or key stroke, so no
 * page's first load carries it (this part is in every page's first load: kept to the form).
 */
export function SearchBox({ id, className }: { id: string; className: string }) {
  const intl = useIntl()
  const href = useHref()
  const [Suggestions, setSuggestions] = useState<ComponentType<{ inputId: string }>>()
  // The module system loads a chunk once; a failed load (offline) is tried again on the next focus.
  const enhance = () =>
    Suggestions ??
    import('./suggestions.tsx').then((module) => setSuggestions(() => module.Suggestions), Object)
  return (
    <form role="search" action={href('products')} className={`search-box ${className}`}>
      <input
        id={id}
        name="q"
        type="search"
        className="search-box__input"
        maxLength={200}
        autoComplete="off"
        aria-label={intl.formatMessage({ id: 'nav.search.label' })}
        placeholder={intl.formatMessage({ id: 'nav.search.placeholder' })}
        onFocus={enhance}
        onInput={enhance}
      />
      <button className="search-box__submit" aria-label={intl.formatMessage({ id: 'nav.search.submit' })}>
        <Icon name="search" size={18} />
      </button>
      {Suggestions && <Suggestions inputId={id} />}
    </form>
  )
}
