import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useNavigate } from 'react-router'
import { fieldLabelId, fieldOfParam } from '../../../../shared/catalogue/technical-fields.ts'
import {
  filterFromParams,
  LIST_FACETS,
  type FacetGroups,
  type FacetValue,
  type ListFacet,
} from '../../../../shared/product-facets.ts'
import { useHref } from '../../../lib/lang.ts'
import { useProductFilters } from './use-product-filters.ts'

/** Groups whose values are short codes sit side by side: sizes (M10) three, classes (8.8, "8 (nut)") two a row. */
const COMPACT: Partial<Record<ListFacet, string>> = {
  size: 'facet__values facet__values--compact',
  class: 'facet__values facet__values--compact facet__values--pairs',
}

/** A long list shows this many values; the rest fold behind "Show n more" (a <details>, no JavaScript needed). */
const SHOWN = 8

/**
 * The facets as one GET form (each value a checkbox with the number of products it would show under the other
 * filters, a length from-to): without JavaScript "Apply" submits it; with JavaScript a ticked box applies at
 * once and the page data navigation replaces the list without a reload.
 */
export function FacetForm({ facets, onApply }: { facets: FacetGroups; onApply?: () => void }) {
  const intl = useIntl()
  const href = useHref()
  const navigate = useNavigate()
  const filter = useProductFilters()
  const lengthKey = `${filter.length?.min ?? ''}-${filter.length?.max ?? ''}`

  const apply = (form: HTMLFormElement) => {
    const params = new URLSearchParams()
    for (const [name, value] of new FormData(form)) if (typeof value === 'string') params.append(name, value)
    void navigate(filter.urlFor(filterFromParams((name) => params.getAll(name))))
  }

  return (
    <form
      className="facet-form"
      method="get"
      action={href('products')}
      onSubmit={(event) => {
        event.preventDefault()
        apply(event.currentTarget)
        onApply?.()
      }}
      onChange={(event) => {
        if (event.target instanceof HTMLInputElement && event.target.type === 'checkbox') {
          apply(event.currentTarget)
        }
      }}
    >
      {filter.category && <input type="hidden" name="category" value={filter.category} />}
      {filter.q && <input type="hidden" name="q" value={filter.q} />}
      {LIST_FACETS.map((facet) =>
        facets[facet].length === 0 ? null : (
          <fieldset key={facet} className="facet">
            <legend className="facet__title">
              <FormattedMessage id={fieldLabelId(fieldOfParam(facet))} />
            </legend>
            <FacetValues
              facet={facet}
              values={facets[facet]}
              className={COMPACT[facet]}
              isChecked={(id) => filter[facet].includes(id)}
            />
          </fieldset>
        ),
      )}
      {facets.lengthBounds && (
        // Keyed on the URL's range so that a chip removing it (or back/forward) empties the fields.
        <fieldset key={lengthKey} className="facet">
          <legend className="facet__title">
            <FormattedMessage id={fieldLabelId('length')} />
          </legend>
          <div className="facet__range">
            <LengthField
              label={intl.formatMessage({ id: 'products.facet.length.from' })}
              value={filter.length?.min}
              placeholder={facets.lengthBounds.min}
            />
            <span aria-hidden="true">–</span>
            <LengthField
              label={intl.formatMessage({ id: 'products.facet.length.to' })}
              value={filter.length?.max}
              placeholder={facets.lengthBounds.max}
            />
            <span className="facet__unit">mm</span>
          </div>
        </fieldset>
      )}
      <button type="submit" className="button button--primary facet-form__apply">
        <FormattedMessage id="products.filters.apply" />
      </button>
    </form>
  )
}

function FacetValues({
  facet,
  values,
  className,
  isChecked,
}: {
  facet: ListFacet
  values: FacetValue[]
  className: string | undefined
  isChecked: (id: string) => boolean
}) {
  // Labels straight in a grid, no list around them: the fieldset and its legend already group them,
  // and the panel repeats this for every value (a hundred on the unfiltered page).
  const list = (shown: FacetValue[]) => (
    <div className={className ?? 'facet__values'}>
      {shown.map((value) => (
        // Keyed on the URL's state too: the box ticks at once (uncontrolled) while the list loads, and a new URL
        // (a chip, back/forward) puts it right.
        <FacetCheckbox
          key={`${value.id}:${isChecked(value.id)}`}
          facet={facet}
          value={value}
          checked={isChecked(value.id)}
        />
      ))}
    </div>
  )
  if (className || values.length <= SHOWN + 2) return list(values)
  const rest = values.slice(SHOWN)
  return (
    <>
      {list(values.slice(0, SHOWN))}
      <details className="facet__more" open={rest.some((value) => isChecked(value.id)) || undefined}>
        <summary>
          <FormattedMessage id="products.facet.more" values={{ count: rest.length }} />
        </summary>
        {list(rest)}
      </details>
    </>
  )
}

function FacetCheckbox({ facet, value, checked }: { facet: ListFacet; value: FacetValue; checked: boolean }) {
  // The box sits inside its label (no id/for pair): the panel repeats this for every value on the page.
  return (
    <label>
      <input
        type="checkbox"
        name={facet}
        value={value.id}
        // A tick applies the filter (the form's onChange); the URL then holds it.
        defaultChecked={checked}
      />
      {value.label}
      <small>{value.count}</small>
    </label>
  )
}

/** One end of the length range; the form sends both under `length` (shared/product-facets.ts lengthFromValues). */
function LengthField({
  label,
  value,
  placeholder,
}: {
  label: string
  value: number | null | undefined
  placeholder: number
}) {
  const [text, setText] = useState(value === null || value === undefined ? '' : String(value))
  return (
    <label className="facet__length">
      <span className="visually-hidden">{label}</span>
      <input
        type="number"
        name="length"
        inputMode="decimal"
        min={0}
        step="any"
        value={text}
        placeholder={String(placeholder)}
        onChange={(event) => setText(event.target.value)}
      />
    </label>
  )
}
