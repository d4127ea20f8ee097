import type { PageId } from '../../../shared/pages.ts'
import type { MessageId } from '../../i18n/messages.ts'

/** Header and footer navigation, in display order. */
export const NAV_ITEMS: { page: PageId; label: MessageId }[] = [
  { page: 'home', label: 'nav.home' },
  { page: 'about', label: 'nav.about' },
  { page: 'solutions', label: 'nav.solutions' },
  { page: 'products', label: 'nav.products' },
  { page: 'standards', label: 'nav.standards' },
  { page: 'catalogue', label: 'nav.catalogue' },
  { page: 'contact', label: 'nav.contact' },
]
