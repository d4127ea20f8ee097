import { FormattedMessage } from 'react-intl'
import { useLang } from '../../../lib/lang.ts'
import { usePageData } from '../../../lib/page-data.tsx'
import { PageHero } from '../../components/page-hero.tsx'
import { PageLoading } from '../../components/page-state.tsx'
import { ContactDetails, ContactMap } from './contact-details.tsx'
import { ContactForm } from './lazy-contact-form.tsx'

/** Contact: address, phone, two e-mails, opening hours, map and the message form. */
export default function ContactPage() {
  const data = usePageData('contact')
  const lang = useLang()
  return (
    <>
      <PageHero title={<FormattedMessage id="page.contact.title" />}>
        <p>
          <FormattedMessage id="forms.contact.intro" />
        </p>
      </PageHero>
      {data ? (
        <div className="container forms-layout forms-layout--contact">
          <ContactDetails contact={data.contact} lang={lang} />
          <div className="form-card">
            <ContactForm />
          </div>
          <ContactMap contact={data.contact} />
        </div>
      ) : (
        <PageLoading />
      )}
    </>
  )
}
