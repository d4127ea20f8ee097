import type { Term } from '../../../shared/schemas/technical.ts'

/** One vocabulary as a group of checkboxes (materials, classes, finishes, sectors), in the vocabulary's order. */
export function TermCheckboxes({
  legend,
  terms,
  selected,
  onChange,
}: {
  legend: string
  terms: readonly Term[]
  selected: readonly string[]
  onChange: (ids: string[]) => void
}) {
  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected)
    if (on) next.add(id)
    else next.delete(id)
    // Kept in the vocabulary's order, so the derived text reads the same whatever order they were ticked in.
    onChange(terms.map((term) => term.id).filter((termId) => next.has(termId)))
  }
  return (
    <fieldset className="admin-terms">
      <legend className="admin-field__label">{legend}</legend>
      <div className="admin-terms__list">
        {terms.map((term) => (
          <label key={term.id} className="admin-terms__item">
            <input
              type="checkbox"
              className="admin-checkbox"
              checked={selected.includes(term.id)}
              onChange={(event) => toggle(term.id, event.target.checked)}
            />
            {term.label_tr}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
