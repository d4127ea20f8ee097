import type { LegalDocument } from '../types.ts'

export const document: LegalDocument = {
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
            'Preparar presupuestos y estudiar la viabilidad de fabricación de los planos técnicos;',
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
}
