import type { LegalDocument } from '../types.ts'

export const document: LegalDocument = {
  lead: [
    'At {company} we respect the privacy of everyone who visits our website and gets in touch with us. This policy explains what information we collect through our website and how we use, store and protect it.',
  ],
  sections: [
    {
      id: 'scope',
      title: '1. Scope and data controller',
      body: [
        'This Privacy Policy covers the information collected when you use this website, operated by {company}, including its contact and quote request forms. {company} is the data controller for your personal data.',
        'Details of how we process personal data under Turkish Personal Data Protection Law No. 6698 (KVKK) are given in our {kvkk}.',
      ],
    },
    {
      id: 'information-we-collect',
      title: '2. Information we collect',
      body: [
        'You can browse our website without filling in a form or creating an account. We only collect information that you send us, in the following cases:',
        {
          list: [
            'Contact form: your name, e-mail address, company, phone number, subject and message.',
            'Quote request form: your name, e-mail address, company, phone number, product type, quantity, technical specifications, application, required delivery time and any additional notes.',
            'Attachments: technical drawings, specifications, photos and documents you attach to a form (up to 5 files of up to 10 MB each; PDF, JPG, PNG, GIF, DOC and DOCX).',
            'Technical data: the IP address, date and time, requested page and browser details that our servers record automatically when you access the site.',
          ],
        },
        'We do not ask for special categories of personal data (such as health, religious or biometric data) in our forms. Please do not include such information in your messages or attachments.',
      ],
    },
    {
      id: 'how-we-use-it',
      title: '3. How we use the information',
      body: [
        {
          list: [
            'To review your contact and quote requests, reply to you and prepare quotations;',
            'To examine your drawings and specifications and advise on manufacturability, materials and processes;',
            'To carry out pre-contract and contract steps when an order is placed;',
            'To keep our website secure and prevent misuse and attacks;',
            'To meet our legal obligations and protect our rights in the event of a dispute.',
          ],
        },
        'We do not use your information for marketing without your consent, and we never sell or rent it to third parties.',
      ],
    },
    {
      id: 'form-submissions',
      title: '4. How form submissions are handled',
      body: [
        'The forms and attachments you send are stored securely on our servers and forwarded to our company e-mail address for review by our sales and engineering staff. Attachments are never published in a public area of the website and can only be viewed by authorised employees.',
        'If e-mail delivery is temporarily unavailable, your request is not lost: it stays stored and delivery is retried.',
      ],
    },
    {
      id: 'cookies',
      title: '5. Cookies and third-party content',
      body: [
        'Our website uses no advertising or tracking cookies. The only cookie set is a preference cookie named “lang” that remembers your chosen language for one year. It holds no personal data and can be deleted in your browser settings.',
        'Our contact page embeds an OpenStreetMap map to show our location. When you open that page, your browser loads the map directly from OpenStreetMap’s servers, and your IP address may be processed by that provider under its own privacy terms.',
      ],
    },
    {
      id: 'sharing',
      title: '6. Sharing of information',
      body: [
        'We share your information only in the following cases and only as far as needed:',
        {
          list: [
            'With the partners who provide our web hosting and e-mail services, solely to provide those services;',
            'With suppliers of subcontracted processes such as heat treatment or coating, when a quotation or order requires it, limited to the necessary technical information and, wherever possible, without personal data;',
            'With competent public authorities and courts where required by law.',
          ],
        },
      ],
    },
    {
      id: 'retention',
      title: '7. Retention',
      body: [
        'Contact and quote requests and their attachments are kept for as long as needed to handle the request and any follow-up correspondence. If a request leads to a business relationship, the related records are kept for the periods required by the Turkish Commercial Code and tax legislation. Data whose retention period has ended is deleted, destroyed or anonymised.',
      ],
    },
    {
      id: 'security',
      title: '8. Security',
      body: [
        'We protect your information against unauthorised access, loss and alteration with technical and organisational measures such as encrypted connections (HTTPS), access control, checks on the type and size of uploaded files, and regular backups. No transmission over the internet can be guaranteed to be completely secure, however; feel free to contact us before sending documents that contain confidential information.',
      ],
    },
    {
      id: 'your-rights',
      title: '9. Your rights',
      body: [
        'Your rights, such as learning whether your personal data is processed and asking for it to be corrected or deleted, and how to exercise them, are described in our {kvkk}. Requests from visitors in the European Economic Area concerning their rights under the General Data Protection Regulation (GDPR) are handled through the same channels.',
      ],
    },
    {
      id: 'changes',
      title: '10. Changes to this policy',
      body: [
        'We may update this policy to reflect changes in our services or in the law. The current version is always published on this page with its last updated date.',
      ],
    },
    {
      id: 'contact',
      title: '11. Contact',
      body: [
        'For any question or request about this policy or your personal data, please write to us at {email}.',
        'Postal address: {address}',
      ],
    },
  ],
}
