import type { LegalDocument } from '../types.ts'

export const document: LegalDocument = {
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
}
