import type { LegalContent } from './types.ts'

export const content: LegalContent = {
  notice:
    'Esta versión en español se ofrece para su comodidad. En caso de discrepancia con el texto en turco, prevalecerá el texto en turco.',
  privacy: {
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
              'Para estudiar sus solicitudes de contacto y de presupuesto, responderle y preparar ofertas;',
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
  },
  terms: {
    lead: [
      'Este sitio web está gestionado por {company}. Al visitar el sitio o utilizar sus formularios, usted acepta las siguientes condiciones de uso. Si no las acepta, le rogamos que no utilice el sitio.',
    ],
    sections: [
      {
        id: 'finalidad',
        title: '1. Finalidad del sitio',
        body: [
          'Nuestro sitio web presenta nuestra empresa, nuestra capacidad de fabricación, nuestros grupos de productos y nuestro catálogo, y permite a los visitantes enviarnos solicitudes de contacto y de presupuesto. En el sitio no se venden productos directamente ni existen cuentas de usuario.',
        ],
      },
      {
        id: 'informacion-producto',
        title: '2. Información de producto y datos técnicos',
        body: [
          'Las dimensiones, normas, materiales y acabados que figuran en el sitio y en el catálogo se ofrecen a título informativo y se han elaborado con cuidado. Las imágenes de producto son ilustrativas; el color, el acabado y las proporciones pueden diferir del producto real.',
          'La idoneidad de un producto para una aplicación concreta depende de la evaluación técnica del propio usuario. Solo son vinculantes las especificaciones indicadas en nuestra oferta escrita, en un plano técnico aprobado o en nuestra confirmación de pedido.',
        ],
      },
      {
        id: 'solicitudes',
        title: '3. Solicitudes de contacto y de presupuesto',
        body: [
          'Las solicitudes enviadas mediante los formularios no constituyen pedidos ni ofertas vinculantes. Las condiciones vinculantes de precio, cantidad y plazo de entrega se recogen en la oferta escrita que le enviamos tras estudiar su solicitud. Procuramos responder a las solicitudes de presupuesto en un plazo de 24 horas.',
        ],
      },
      {
        id: 'obligaciones',
        title: '4. Obligaciones del usuario',
        body: [
          'Al utilizar el sitio, usted se compromete a:',
          {
            list: [
              'Facilitar en los formularios información veraz, actual y propia;',
              'Subir únicamente planos, documentos y archivos que tenga derecho a compartir;',
              'No enviar software malicioso, virus ni contenidos que puedan alterar el funcionamiento del sitio;',
              'No utilizar el sitio con fines ilícitos o engañosos ni vulnerando derechos de terceros;',
              'No intentar eludir la seguridad del sitio, sobrecargarlo con herramientas automáticas ni copiar sus contenidos de forma masiva.',
            ],
          },
        ],
      },
      {
        id: 'archivos',
        title: '5. Archivos subidos y confidencialidad',
        body: [
          'Todos los derechos sobre los planos y documentos que adjunte a un formulario siguen perteneciendo a usted o a su titular. Utilizamos estos archivos únicamente para estudiar su solicitud, preparar una oferta y, si realiza un pedido, fabricar las piezas; los tratamos de forma confidencial y no los compartimos con terceros para ningún otro fin. La forma en que se guardan sus archivos se explica en nuestra {privacy}.',
        ],
      },
      {
        id: 'propiedad-intelectual',
        title: '6. Propiedad intelectual',
        body: [
          'Todos los textos, imágenes, logotipos, el catálogo y demás contenidos del sitio pertenecen a {company} o a sus licenciantes y están protegidos por la legislación de propiedad intelectual. Puede consultar los contenidos y descargar el catálogo con fines informativos y para valorar una relación comercial con nosotros, pero no puede reproducirlos, modificarlos ni publicarlos con otros fines sin nuestro consentimiento previo por escrito.',
        ],
      },
      {
        id: 'enlaces',
        title: '7. Enlaces de terceros',
        body: [
          'Nuestro sitio puede incluir enlaces a nuestras redes sociales y a servicios de terceros, como el proveedor de mapas. Los responsables de esos sitios responden de sus contenidos y de sus prácticas de privacidad.',
        ],
      },
      {
        id: 'responsabilidad',
        title: '8. Limitación de responsabilidad',
        body: [
          'Ponemos un cuidado razonable en que el sitio esté disponible y sin errores. No obstante, en la medida en que la ley lo permita, no respondemos de las interrupciones debidas a fallos técnicos, tareas de mantenimiento o circunstancias ajenas a nuestro control, ni de los daños derivados del uso directo de la información general del sitio. Queda a salvo nuestra responsabilidad por dolo y culpa grave.',
        ],
      },
      {
        id: 'cambios',
        title: '9. Cambios',
        body: [
          'Podemos actualizar estas condiciones y los contenidos del sitio sin previo aviso. Las condiciones vigentes se aplican desde el momento de su publicación en esta página.',
        ],
      },
      {
        id: 'legislacion',
        title: '10. Legislación aplicable y jurisdicción',
        body: [
          'Estas condiciones se rigen por la legislación de la República de Turquía. Para la resolución de cualquier controversia serán competentes los tribunales y las oficinas de ejecución de Estambul.',
        ],
      },
      {
        id: 'contacto',
        title: '11. Contacto',
        body: ['Si tiene preguntas sobre estas condiciones, escríbanos a {email}.'],
      },
    ],
  },
  kvkk: {
    lead: [
      'De conformidad con la Ley turca n.º 6698 de Protección de Datos Personales («KVKK») y el Comunicado sobre los procedimientos y principios para cumplir la obligación de información, {company}, en su calidad de responsable del tratamiento, le informa a continuación sobre los datos personales obtenidos a través de nuestro sitio web.',
    ],
    sections: [
      {
        id: 'responsable',
        title: '1. Responsable del tratamiento',
        body: [
          {
            list: ['Razón social: {company}', 'Dirección: {address}', 'Correo electrónico: {email}'],
          },
        ],
      },
      {
        id: 'datos-tratados',
        title: '2. Datos personales tratados',
        body: [
          'A través de los formularios de contacto y de presupuesto de nuestro sitio web y durante el uso del sitio se tratan las siguientes categorías de datos personales:',
          {
            list: [
              'Datos identificativos: nombre y apellidos.',
              'Datos de contacto: correo electrónico y número de teléfono.',
              'Datos de operaciones con clientes: nombre de la empresa, asunto y contenido del mensaje, tipo de producto solicitado, cantidad, especificaciones técnicas, aplicación, plazo de entrega y observaciones.',
              'Documentos subidos: planos técnicos, especificaciones, fotografías y archivos similares, así como los datos personales que puedan contener.',
              'Datos de seguridad de las operaciones: dirección IP, fecha y hora de acceso, datos del navegador y registros del servidor.',
            ],
          },
          'No solicitamos categorías especiales de datos personales; le rogamos que no incluya este tipo de datos en sus formularios ni en sus adjuntos.',
        ],
      },
      {
        id: 'finalidades-tratamiento',
        title: '3. Finalidades del tratamiento',
        body: [
          {
            list: [
              'Recibir, estudiar y responder las solicitudes de contacto y de presupuesto;',
              'Preparar ofertas y estudiar la viabilidad de fabricación de los planos técnicos;',
              'Llevar a cabo los trámites necesarios para la celebración y ejecución de un contrato;',
              'Gestionar las relaciones con los clientes y los procesos empresariales;',
              'Gestionar la seguridad de la información y prevenir el uso indebido del sitio web;',
              'Cumplir las obligaciones legales e informar a las autoridades competentes;',
              'Establecer, ejercer y defender derechos en caso de litigio.',
            ],
          },
        ],
      },
      {
        id: 'recogida-base-juridica',
        title: '4. Forma de recogida y base jurídica',
        body: [
          'Sus datos personales se recogen por medios electrónicos cuando usted nos los envía mediante los formularios de nuestro sitio web y cuando nuestros servidores los registran automáticamente durante el uso del sitio. Los formularios enviados y sus adjuntos se guardan en nuestros servidores y se reenvían a la dirección de correo electrónico de la empresa para su estudio.',
          'Estos datos se tratan sobre las siguientes bases jurídicas previstas en el artículo 5, apartado 2, de la KVKK:',
          {
            list: [
              '(c) el tratamiento es necesario para la celebración o ejecución de un contrato, siempre que esté directamente relacionado con las partes de dicho contrato;',
              '(ç) el tratamiento es necesario para que el responsable cumpla una obligación legal;',
              '(e) el tratamiento es necesario para el establecimiento, el ejercicio o la defensa de un derecho;',
              '(f) el tratamiento es necesario para el interés legítimo del responsable, siempre que no perjudique los derechos y libertades fundamentales del interesado.',
            ],
          },
        ],
      },
      {
        id: 'transferencias',
        title: '5. Transferencia de datos personales',
        body: [
          'Dentro de los límites de las finalidades anteriores y conforme a los artículos 8 y 9 de la KVKK, sus datos personales pueden transferirse a:',
          {
            list: [
              'Los proveedores de nuestros servicios de alojamiento web y correo electrónico (cuando los servidores de un proveedor se encuentren en el extranjero, con las garantías exigidas por el artículo 9 de la KVKK);',
              'Los proveedores de procesos subcontratados, como tratamiento térmico y recubrimiento, en el marco de un presupuesto o pedido (limitándose a la información técnica necesaria);',
              'Nuestros asesores jurídicos y financieros;',
              'Las autoridades públicas y los tribunales competentes, previa solicitud.',
            ],
          },
        ],
      },
      {
        id: 'plazo-conservacion',
        title: '6. Plazo de conservación',
        body: [
          'Sus datos personales se conservan durante el tiempo que exija la finalidad del tratamiento y durante los plazos de prescripción y conservación establecidos en la normativa aplicable. Una vez vencidos dichos plazos, sus datos se suprimen, destruyen o anonimizan conforme al Reglamento sobre la supresión, destrucción o anonimización de datos personales.',
        ],
      },
      {
        id: 'derechos-interesado',
        title: '7. Sus derechos como interesado',
        body: [
          'Conforme al artículo 11 de la KVKK, puede dirigirse al responsable del tratamiento para ejercer los siguientes derechos:',
          {
            list: [
              'Saber si se tratan sus datos personales;',
              'Solicitar información sobre el tratamiento, si se han tratado;',
              'Conocer la finalidad del tratamiento y si los datos se utilizan conforme a ella;',
              'Conocer los terceros, en Turquía o en el extranjero, a quienes se transfieren sus datos personales;',
              'Solicitar la rectificación de los datos personales incompletos o inexactos;',
              'Solicitar la supresión o destrucción de sus datos personales en las condiciones del artículo 7 de la KVKK;',
              'Solicitar que se notifique la rectificación, supresión o destrucción a los terceros a quienes se hayan transferido sus datos;',
              'Oponerse a un resultado desfavorable derivado del análisis de los datos tratados exclusivamente mediante sistemas automatizados;',
              'Reclamar la indemnización de los daños sufridos como consecuencia del tratamiento ilícito de sus datos personales.',
            ],
          },
        ],
      },
      {
        id: 'solicitudes-derechos',
        title: '8. Cómo presentar una solicitud',
        body: [
          'Puede enviarnos sus solicitudes relativas a estos derechos, conforme al Comunicado sobre los procedimientos y principios de solicitud al responsable del tratamiento y con datos que permitan identificarle, por escrito por correo postal o desde la dirección de correo electrónico que tengamos registrada:',
          { list: ['Correo postal: {address}', 'Correo electrónico: {email}'] },
          'Las solicitudes se resuelven gratuitamente lo antes posible y, como máximo, en un plazo de treinta días, según su naturaleza. Si la solicitud conlleva un coste adicional, podrá cobrarse la tarifa establecida por la Junta de Protección de Datos Personales.',
        ],
      },
    ],
  },
}
