import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import type { MessageId } from '../../../i18n/messages.ts'

/** Eyebrow + h2 (+ optional lead) that opens a content section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  center = false,
}: {
  id: string
  eyebrow: MessageId
  title: MessageId
  children?: ReactNode
  center?: boolean
}) {
  return (
    <header className={center ? 'cp-heading cp-heading--center' : 'cp-heading'}>
      <p className="cp-heading__eyebrow">
        <FormattedMessage id={eyebrow} />
      </p>
      <h2 id={id} className="cp-heading__title">
        <FormattedMessage id={title} />
      </h2>
      {children && <p className="cp-heading__lead">{children}</p>}
    </header>
  )
}

/** A full-width tinted band whose content opens with a centred SectionHeading (`lead` under its title). */
export function BandSection({
  id,
  eyebrow,
  title,
  lead,
  children,
}: {
  id: string
  eyebrow: MessageId
  title: MessageId
  lead?: ReactNode
  children: ReactNode
}) {
  return (
    <section className="cp-band" aria-labelledby={id}>
      <div className="container">
        <SectionHeading id={id} eyebrow={eyebrow} title={title} center>
          {lead}
        </SectionHeading>
        {children}
      </div>
    </section>
  )
}
