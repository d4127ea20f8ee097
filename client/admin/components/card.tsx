import { type ReactNode, useId } from 'react'

/** A titled white panel: forms and lists sit in these. */
export function Card({
  title,
  actions,
  children,
  className,
  id,
}: {
  title?: ReactNode
  actions?: ReactNode
  children: ReactNode
  className?: string
  id?: string
}) {
  const headingId = useId()
  return (
    <section
      className={`admin-card ${className ?? ''}`}
      id={id}
      aria-labelledby={title ? headingId : undefined}
    >
      {(title || actions) && (
        <div className="admin-card__head">
          {title && (
            <h2 className="admin-card__title" id={headingId}>
              {title}
            </h2>
          )}
          {actions && <div className="admin-card__actions">{actions}</div>}
        </div>
      )}
      <div className="admin-card__body">{children}</div>
    </section>
  )
}
