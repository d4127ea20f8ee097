import type { MessageId } from '../../../i18n/messages.ts'
import { FormattedMessage } from 'react-intl'

/** `values` fill the value's placeholders (a number already formatted in the page language). */
export type Figure = { value: MessageId; label: MessageId; values?: Record<string, string> }

/** A row of key figures (machines, staff, size ranges) on a navy panel, shared by about and solutions. */
export function FigureBand({ title, figures }: { title: MessageId; figures: Figure[] }) {
  return (
    <section className="container cp-figures-wrap" aria-labelledby={`${title}-heading`}>
      <div className="cp-figures">
        <h2 id={`${title}-heading`} className="cp-figures__title">
          <FormattedMessage id={title} />
        </h2>
        <dl className="cp-figures__list">
          {figures.map((figure) => (
            <div key={figure.label} className="cp-figures__item">
              <dt>
                <FormattedMessage id={figure.label} />
              </dt>
              <dd>
                <FormattedMessage id={figure.value} values={figure.values} />
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}
