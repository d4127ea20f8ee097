import type { ReactNode } from 'react'

/** The navy band that opens every inner page. */
export function PageHero({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <section className="page-hero">
      <div className="container">
        <h1 className="page-hero__title">{title}</h1>
        {children && <div className="page-hero__text">{children}</div>}
      </div>
    </section>
  )
}
