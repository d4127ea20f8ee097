import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import type { MessageId } from '../../../i18n/messages.ts'

/**
 * The panel beside a visitor form (the contact details, the quote's benefits), named by its h2 (aria-labelledby):
 * the panel carries the BEM block's class, the heading is the block's `__title`.
 */
export function FormPanel({
  as: Tag = 'section',
  id,
  block,
  title,
  children,
}: {
  as?: 'section' | 'aside'
  id: string
  block: string
  title: MessageId
  children: ReactNode
}) {
  return (
    <Tag className={block} aria-labelledby={id}>
      <h2 id={id} className={`${block}__title`}>
        <FormattedMessage id={title} />
      </h2>
      {children}
    </Tag>
  )
}
