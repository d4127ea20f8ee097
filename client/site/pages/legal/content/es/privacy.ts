import type { LegalDocument } from '../types.ts'

export const document: LegalDocument = {
  lead: [
    'En {company} respetamos la privacidad de todas las personas que visitan nuestro sitio web y se ponen en contacto con nosotros. Esta política explica qué información recopilamos a través del sitio y cómo la utilizamos, conservamos y protegemos.',
  ],
  sections: [
    {
      id: 'ambito',
      title: '1. Ámbito y responsable del tratamiento',
      body: [
        'Esta Política de Privacidad se aplica a la información recopilada al utilizar este sitio web, gestionado por {company}, incluidos sus formularios de contacto y de solicitud de presupuesto. {company} es el responsable del tratamiento de sus datos personales.',
        'La información detallada sobre el tratamiento de datos personales conforme a la Ley turca n.º 6698 de Protección de Datos Personales (KVKK) figura en nuestro {kvkk}.',
      ],
    },
    {
      id: 'informacion-recopilada',
      title: '2. Información que recopilamos',
      body: [
        'Puede consultar nuestro sitio web sin rellenar ningún formulario ni crear una cuenta. Solo recopilamos la información que usted nos envía, en los siguientes casos:',
        {
          list: [
            'Formulario de contacto: nombre y apellidos, correo electrónico, empresa, teléfono, asunto y mensaje.',
            'Formulario de presupuesto: nombre y apellidos, correo electrónico, empresa, teléfono, tipo de producto, cantidad, especificaciones técnicas, aplicación, plazo de entrega deseado y observaciones adicionales.',
            'Archivos adjuntos: planos técnicos, especificaciones, fotografías y documentos que adjunte a un formulario (hasta 5 archivos de 10 MB como máximo cada uno; PDF, JPG, PNG, GIF, DOC y DOCX).',
            'Datos técnicos: la dirección IP, la fecha y hora, la página solicitada y los datos del navegador que nuestros servidores registran automáticamente cuando accede al sitio.',
          ],
        },
        'En nuestros formularios no solicitamos categorías especiales de datos personales (como datos de salud, religiosos o biométricos). Le rogamos que no incluya este tipo de información en sus mensajes ni en sus adjuntos.',
      ],
    },
    {
      id: 'finalidades',
      title: '3. Para qué utilizamos la información',
      body: [
        {
          list: [
            'Para estudiar sus solicitudes de contacto y de presupuesto, responderle y preparar presupuestos;',
            'Para examinar sus planos y especificaciones y asesorarle sobre viabilidad de fabricación, materiales y procesos;',
            'Para llevar a cabo los trámites precontractuales y contractuales cuando se realiza un pedido;',
            'Para mantener la seguridad del sitio web y prevenir abusos y ataques;',
            'Para cumplir nuestras obligaciones legales y defender nuestros derechos en caso de litigio.',
          ],
        },
        'No utilizamos su información con fines comerciales sin su consentimiento y nunca la vendemos ni la alquilamos a terceros.',
      ],
    },
    {
      id: 'formularios',
      title: '4. Cómo se tramitan los formularios',
      body: [
        'Los formularios y adjuntos que envía se guardan de forma segura en nuestros servidores y se reenvían a la dirección de correo electrónico de la empresa para que los revise nuestro equipo comercial y técnico. Los adjuntos nunca se publican en una zona pública del sitio y solo pueden verlos los empleados autorizados.',
        'Si el envío por correo electrónico no es posible temporalmente, su solicitud no se pierde: queda guardada y el envío se vuelve a intentar.',
      ],
    },
    {
      id: 'cookies',
      title: '5. Cookies y contenidos de terceros',
      body: [
        'Nuestro sitio web no utiliza cookies publicitarias ni de seguimiento. Solo se guarda una cookie de preferencia llamada «lang», que recuerda durante un año el idioma elegido. No contiene datos personales y puede eliminarse desde la configuración del navegador.',
        'Nuestra página de contacto incluye un mapa de OpenStreetMap para mostrar nuestra ubicación. Al abrir esa página, su navegador carga el mapa directamente desde los servidores de OpenStreetMap, y dicho proveedor puede tratar su dirección IP según sus propias condiciones de privacidad.',
      ],
    },
    {
      id: 'comunicacion',
      title: '6. Comunicación de la información',
      body: [
        'Solo compartimos su información en los siguientes casos y en la medida necesaria:',
        {
          list: [
            'Con los proveedores que prestan nuestros servicios de alojamiento web y correo electrónico, únicamente para la prestación de dichos servicios;',
            'Con proveedores de procesos subcontratados, como tratamiento térmico o recubrimiento, cuando un presupuesto o pedido lo requiera, limitándonos a la información técnica necesaria y, siempre que sea posible, sin datos personales;',
            'Con las autoridades públicas y los tribunales competentes cuando la ley lo exija.',
          ],
        },
      ],
    },
    {
      id: 'conservacion',
      title: '7. Plazo de conservación',
      body: [
        'Las solicitudes de contacto y de presupuesto y sus adjuntos se conservan durante el tiempo necesario para tramitar la solicitud y la correspondencia posterior. Si la solicitud da lugar a una relación comercial, los registros correspondientes se conservan durante los plazos exigidos por el Código de Comercio turco y la normativa fiscal. Los datos cuyo plazo de conservación ha vencido se suprimen, destruyen o anonimizan.',
      ],
    },
    {
      id: 'seguridad',
      title: '8. Seguridad',
      body: [
        'Protegemos su información frente a accesos no autorizados, pérdidas y alteraciones mediante medidas técnicas y organizativas como conexiones cifradas (HTTPS), control de accesos, comprobación del tipo y tamaño de los archivos subidos y copias de seguridad periódicas. No obstante, ninguna transmisión por internet es completamente segura; si lo desea, contacte con nosotros antes de enviar documentos con información confidencial.',
      ],
    },
    {
      id: 'derechos',
      title: '9. Sus derechos',
      body: [
        'Sus derechos, como saber si se tratan sus datos personales o solicitar su rectificación o supresión, y la forma de ejercerlos se describen en nuestro {kvkk}. Las solicitudes de visitantes del Espacio Económico Europeo relativas a sus derechos conforme al Reglamento General de Protección de Datos (RGPD) se atienden por los mismos canales.',
      ],
    },
    {
      id: 'cambios',
      title: '10. Cambios en esta política',
      body: [
        'Podemos actualizar esta política para reflejar cambios en nuestros servicios o en la legislación. La versión vigente se publica siempre en esta página junto con la fecha de su última actualización.',
      ],
    },
    {
      id: 'contacto',
      title: '11. Contacto',
      body: [
        'Para cualquier consulta o solicitud sobre esta política o sobre sus datos personales, escríbanos a {email}.',
        'Dirección postal: {address}',
      ],
    },
  ],
}
