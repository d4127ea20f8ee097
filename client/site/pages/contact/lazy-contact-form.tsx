import { preloadable } from '../../../lib/preloadable.tsx'

/**
 * The message form, kept out of the contact page's first-load JavaScript (the scripts/bundle-report.ts budget):
 * the server renders it whole and it posts as a plain multipart form until its chunk, requested while the page
 * hydrates, makes it send in place; what a visitor typed meanwhile is kept (use-submission-form.ts).
 */
export const ContactForm = preloadable(() => import('./contact-form.tsx').then((m) => m.ContactForm))
