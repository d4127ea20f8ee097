import { FormattedMessage, useIntl } from 'react-intl'
import type { PageDataMap } from '../../../../shared/page-data.ts'
import type { FacetGroups, ListFacet } from '../../../../shared/product-facets.ts'

/** A standard's name as a buyer writes it: the panel's label when it lists it, else from its id (`iso-4017`). */
function standardName(facets: FacetGroups, id: string): string {
  const listed = facets.standard.find((value) => value.id === id)?.label
  if (listed) return listed
  const [body = '', ...number] = id.split('-')
  return `${body.toUpperCase()} ${number.join(' ')}`.trim()
}

function labelIn(facets: FacetGroups, facet: ListFacet, id: string): string {
  return facets[facet].find((value) => value.id === id)?.label ?? id
}

/**
 * How the search box was understood ("DIN 933 · M10 · 40 mm · A2-70"), and, when a standard number also
 * found products made to its DIN/ISO equivalent, which one: the list then holds both, and the buyer knows why.
 */
export function SearchReadingNote({ data }: { data: PageDataMap['products'] }) {
  const intl = useIntl()
  const reading = data.reading
  if (!reading) return null
  const parts = [
    ...reading.standards.map((id) => standardName(data.facets, id)),
    ...reading.sizes.map((id) => labelIn(data.facets, 'size', id)),
    ...(reading.length ? [`${reading.length.min ?? ''}–${reading.length.max ?? ''} mm`] : []),
    ...reading.terms.map((term) => term.label),
  ]
  if (parts.length === 0) return null
  const list = (items: string[]) => intl.formatList(items, { type: 'conjunction' })
  return (
    <div className="search-reading" aria-live="polite">
      <p>
        <FormattedMessage id="products.reading.understood" values={{ items: parts.join(' · ') }} />
        {reading.text && (
          <>
            {' '}
            <FormattedMessage id="products.reading.text" values={{ text: reading.text }} />
          </>
        )}
      </p>
      {reading.equivalents.length > 0 && (
        <p className="search-reading__equivalent">
          <FormattedMessage
            id="products.reading.equivalents"
            values={{
              standards: list(reading.standards.map((id) => standardName(data.facets, id))),
              equivalents: list(reading.equivalents.map((id) => standardName(data.facets, id))),
            }}
          />
        </p>
      )}
    </div>
  )
}
