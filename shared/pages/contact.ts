import { definePage } from '../page-definition.ts'
import type { ContactInfo } from '../schemas/contact.ts'

/** /iletisim: the contact details and the contact form. */
export const contact = definePage<{ contact: ContactInfo }>()({
  path: '/iletisim',
  title: 'page.contact.title',
  sitemap: true,
  query: [],
  module: 'contact/contact-page.tsx',
})

/** The forms' area (shared with the quote page) and the call to action. */
export const messageAreas = ['forms', 'contentCta']
