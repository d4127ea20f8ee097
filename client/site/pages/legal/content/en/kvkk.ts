import type { LegalDocument } from '../types.ts'

export const document: LegalDocument = {
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
}
