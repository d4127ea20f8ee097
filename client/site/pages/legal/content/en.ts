import type { LegalContent } from './types.ts'

export const content: LegalContent = {
  notice:
    'This English version is provided for your convenience. If it differs from the Turkish text, the Turkish text prevails.',
  privacy: {
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
  },
  terms: {
    lead: [
      'This website is operated by {company}. By visiting the site or using its forms you accept the following terms of use. If you do not accept them, please do not use the site.',
    ],
    sections: [
      {
        id: 'purpose',
        title: '1. Purpose of the site',
        body: [
          'Our website presents our company, our manufacturing capabilities, our product groups and our product catalogue, and lets visitors send us contact and quote requests. No products are sold directly on the site and there are no user accounts.',
        ],
      },
      {
        id: 'product-information',
        title: '2. Product information and technical data',
        body: [
          'Dimensions, standards, materials and surface finishes shown on the site and in the catalogue are provided for general information and have been prepared with care. Product pictures are illustrative; colour, finish and proportions may differ from the actual product.',
          'Whether a product suits a particular application depends on the user’s own technical assessment. Only the specifications stated in our written quotation, an approved technical drawing or our order confirmation are binding.',
        ],
      },
      {
        id: 'requests',
        title: '3. Contact and quote requests',
        body: [
          'Requests sent through the forms are neither binding orders nor binding offers. Binding terms for price, quantity and delivery time are set out in the written quotation we send after reviewing your request. We aim to reply to quote requests within 24 hours.',
        ],
      },
      {
        id: 'user-obligations',
        title: '4. Your obligations',
        body: [
          'When using the site you agree:',
          {
            list: [
              'To give accurate, current information about yourself in the forms;',
              'To upload only drawings, documents and files that you are entitled to share;',
              'Not to send malware, viruses or content that could disrupt the site;',
              'Not to use the site for unlawful or misleading purposes or in breach of the rights of others;',
              'Not to attempt to bypass the site’s security, overload it with automated tools or copy its content in bulk.',
            ],
          },
        ],
      },
      {
        id: 'uploaded-files',
        title: '5. Uploaded files and confidentiality',
        body: [
          'All rights in the drawings and documents you attach to a form remain with you or their owner. We use these files only to review your request, prepare a quotation and, if you place an order, manufacture the parts; we keep them confidential and do not share them with third parties for any other purpose. How your files are stored is explained in our {privacy}.',
        ],
      },
      {
        id: 'intellectual-property',
        title: '6. Intellectual property',
        body: [
          'All texts, images, logos, the catalogue and other content on the site belong to {company} or its licensors and are protected by intellectual property law. You may view the content and download the catalogue for information and to assess doing business with us, but you may not reproduce, modify or publish it for other purposes without our prior written consent.',
        ],
      },
      {
        id: 'links',
        title: '7. Third-party links',
        body: [
          'Our site may link to our social media accounts and to third-party services such as the map provider. The operators of those sites are responsible for their content and privacy practices.',
        ],
      },
      {
        id: 'liability',
        title: '8. Limitation of liability',
        body: [
          'We take reasonable care to keep the site available and free of errors. To the extent permitted by law, however, we are not liable for interruptions caused by technical faults, maintenance or circumstances beyond our control, or for damage arising from direct reliance on the general information on the site. Our liability for intent and gross negligence remains unaffected.',
        ],
      },
      {
        id: 'changes',
        title: '9. Changes',
        body: [
          'We may update these terms and the content of the site without prior notice. The current terms apply from the moment they are published on this page.',
        ],
      },
      {
        id: 'law',
        title: '10. Governing law and jurisdiction',
        body: [
          'These terms are governed by the laws of the Republic of Türkiye. The courts and enforcement offices of Istanbul have jurisdiction over any dispute.',
        ],
      },
      {
        id: 'contact',
        title: '11. Contact',
        body: ['If you have questions about these terms, please write to us at {email}.'],
      },
    ],
  },
  kvkk: {
    lead: [
      'In accordance with Turkish Personal Data Protection Law No. 6698 (“KVKK”) and the Communiqué on the Procedures and Principles for Fulfilling the Obligation to Inform, {company}, as data controller, informs you below about the personal data obtained through our website.',
    ],
    sections: [
      {
        id: 'data-controller',
        title: '1. Data controller',
        body: [
          {
            list: ['Company: {company}', 'Address: {address}', 'E-mail: {email}'],
          },
        ],
      },
      {
        id: 'data-processed',
        title: '2. Personal data processed',
        body: [
          'The following categories of personal data are processed through the contact and quote forms on our website and while you use the site:',
          {
            list: [
              'Identity data: first name and surname.',
              'Contact data: e-mail address and phone number.',
              'Customer transaction data: company name, subject and content of your message, requested product type, quantity, technical specifications, application, delivery time and additional notes.',
              'Uploaded documents: technical drawings, specifications, photos and similar files, and any personal data they may contain.',
              'Transaction security data: IP address, date and time of access, browser details and server logs.',
            ],
          },
          'We do not request special categories of personal data; please do not include such data in your forms or attachments.',
        ],
      },
      {
        id: 'purposes',
        title: '3. Purposes of processing',
        body: [
          {
            list: [
              'Receiving, reviewing and answering contact and quote requests;',
              'Preparing quotations and reviewing technical drawings for manufacturability;',
              'Carrying out the steps needed to conclude and perform a contract;',
              'Managing customer relations and business processes;',
              'Running information security processes and preventing misuse of the website;',
              'Fulfilling legal obligations and providing information to competent authorities;',
              'Establishing, exercising and protecting rights in the event of a dispute.',
            ],
          },
        ],
      },
      {
        id: 'collection-and-legal-basis',
        title: '4. Method of collection and legal basis',
        body: [
          'Your personal data is collected electronically when you send it to us through the forms on our website and when our servers record it automatically while you use the site. Submitted forms and their attachments are stored on our servers and forwarded to our company e-mail address for review.',
          'This data is processed on the following legal grounds set out in Article 5(2) of the KVKK:',
          {
            list: [
              '(c) processing is necessary for the conclusion or performance of a contract, provided that it directly relates to the parties to that contract;',
              '(ç) processing is necessary for the data controller to fulfil a legal obligation;',
              '(e) processing is necessary for the establishment, exercise or protection of a right;',
              '(f) processing is necessary for the legitimate interests of the data controller, provided that it does not harm the fundamental rights and freedoms of the data subject.',
            ],
          },
        ],
      },
      {
        id: 'transfers',
        title: '5. Transfer of personal data',
        body: [
          'Within the limits of the purposes above and in line with Articles 8 and 9 of the KVKK, your personal data may be transferred to:',
          {
            list: [
              'The providers of our web hosting and e-mail services (where a provider’s servers are located abroad, subject to the safeguards required by Article 9 of the KVKK);',
              'Suppliers of subcontracted processes such as heat treatment and coating within the scope of a quotation or order (limited to the necessary technical information);',
              'Our legal and financial advisers;',
              'Competent public authorities and courts, on request.',
            ],
          },
        ],
      },
      {
        id: 'retention-period',
        title: '6. Retention period',
        body: [
          'Your personal data is kept for as long as the purpose of processing requires and for the limitation and retention periods laid down in the applicable legislation. When these periods end, your data is deleted, destroyed or anonymised in accordance with the Regulation on the Deletion, Destruction or Anonymisation of Personal Data.',
        ],
      },
      {
        id: 'your-rights',
        title: '7. Your rights as a data subject',
        body: [
          'Under Article 11 of the KVKK you may apply to the data controller to exercise the following rights:',
          {
            list: [
              'To learn whether your personal data is processed;',
              'To request information about the processing if it has been processed;',
              'To learn the purpose of the processing and whether the data is used in line with that purpose;',
              'To know the third parties in Türkiye or abroad to whom your personal data is transferred;',
              'To request correction of incomplete or inaccurate personal data;',
              'To request deletion or destruction of your personal data under the conditions of Article 7 of the KVKK;',
              'To request that third parties to whom your data was transferred be notified of any correction, deletion or destruction;',
              'To object to a result against you arising from analysis of the processed data exclusively by automated systems;',
              'To claim compensation for damage suffered as a result of unlawful processing of your personal data.',
            ],
          },
        ],
      },
      {
        id: 'how-to-apply',
        title: '8. How to apply',
        body: [
          'You can send requests about your rights, in line with the Communiqué on the Procedures and Principles of Application to the Data Controller and with information that identifies you, in writing by post or from the e-mail address registered with us:',
          { list: ['Post: {address}', 'E-mail: {email}'] },
          'Requests are concluded free of charge as soon as possible and within thirty days at the latest, depending on their nature. If the request involves additional cost, the fee in the tariff set by the Personal Data Protection Board may be charged.',
        ],
      },
    ],
  },
}
