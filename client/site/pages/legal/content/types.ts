/**
 * Legal texts are content, written per language. Text may hold placeholders filled from the site
 * settings when shown: {company}, {email}, {address}; {kvkk} and {privacy} become links to those
 * pages. A paragraph or list item whose placeholder has no value is left out.
 */
export type LegalBlock = string | { list: string[] }
export type LegalSection = { id: string; title: string; body: LegalBlock[] }
export type LegalDocument = { lead: string[]; sections: LegalSection[] }
export type LegalDocId = 'privacy' | 'terms' | 'kvkk'
