import type { LegalDocument } from '../types.ts'

export const document: LegalDocument = {
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
        'La idoneidad de un producto para una aplicación concreta depende de la evaluación técnica del propio usuario. Solo son vinculantes las especificaciones indicadas en nuestro presupuesto escrito, en un plano técnico aprobado o en nuestra confirmación de pedido.',
      ],
    },
    {
      id: 'solicitudes',
      title: '3. Solicitudes de contacto y de presupuesto',
      body: [
        'Las solicitudes enviadas mediante los formularios no constituyen pedidos ni compromisos vinculantes. Las condiciones vinculantes de precio, cantidad y plazo de entrega se recogen en el presupuesto escrito que le enviamos tras estudiar su solicitud. Procuramos responder a las solicitudes de presupuesto en un plazo de 24 horas.',
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
        'Todos los derechos sobre los planos y documentos que adjunte a un formulario siguen perteneciendo a usted o a su titular. Utilizamos estos archivos únicamente para estudiar su solicitud, preparar un presupuesto y, si realiza un pedido, fabricar las piezas; los tratamos de forma confidencial y no los compartimos con terceros para ningún otro fin. La forma en que se guardan sus archivos se explica en nuestra {privacy}.',
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
}
