import type { About } from '../../../shared/schemas/about.ts'

export const about: About = {
  id: 'about',
  aboutText_tr:
    '2001 yılından bu yana İstanbul İkitelli OSB’deki tesisimizde DIN ve ISO standartlarında cıvata, vida, somun, perçin, pul ve teknik resme göre özel bağlantı elemanları üretiyoruz. 25 yılı aşan tecrübemizi modern makine parkımız ve ISO 9001:2015 kalite yönetim sistemimizle birleştirerek 15’ten fazla sektöre güvenilir çözümler sunuyoruz.',
  aboutText_en:
    'Since 2001 we have been manufacturing bolts, screws, nuts, rivets, washers and custom fasteners made to drawing, to DIN and ISO standards, at our plant in İkitelli OSB, Istanbul. Combining more than 25 years of experience with a modern machine park and an ISO 9001:2015 quality management system, we supply reliable solutions to over 15 industries.',
  aboutText_es:
    'Desde 2001 fabricamos tornillos, pernos, tuercas, remaches, arandelas y elementos de fijación especiales según plano, conforme a las normas DIN e ISO, en nuestra planta de İkitelli OSB, en Estambul. Combinamos más de 25 años de experiencia con un moderno parque de maquinaria y un sistema de gestión de la calidad ISO 9001:2015 para ofrecer soluciones fiables a más de 15 sectores.',
  companyDescription1_tr:
    'Kuzey Bağlantı Elemanları, 2001 yılında İstanbul’da küçük bir atölyede, yerel makine üreticilerine standart cıvata ve somun tedarik etmek amacıyla kuruldu. Bugün İkitelli Organize Sanayi Bölgesi’ndeki 2.000 m² kapalı alana sahip tesisimizde, 45 kişilik deneyimli ekibimizle soğuk dövme, diş ovalama ve kalite kontrol süreçlerinin tamamını aynı çatı altında yürütüyoruz.',
  companyDescription1_en:
    'Kuzey Bağlantı Elemanları was founded in 2001 as a small workshop in Istanbul, supplying standard bolts and nuts to local machine builders. Today, at our 2,000 m² plant in the İkitelli Organised Industrial Zone, our experienced team of 45 carries out cold forging, thread rolling and quality control under one roof.',
  companyDescription1_es:
    'Kuzey Bağlantı Elemanları se fundó en 2001 como un pequeño taller en Estambul que suministraba tornillos y tuercas estándar a fabricantes de maquinaria locales. Hoy, en nuestra planta de 2.000 m² en la Zona Industrial Organizada de İkitelli, un equipo experimentado de 45 personas realiza bajo un mismo techo la forja en frío, el laminado de roscas y el control de calidad.',
  companyDescription2_tr:
    '50’yi aşkın makineden oluşan makine parkımızda çok istasyonlu soğuk dövme presleri, diş ovalama makineleri ve optik ölçüm sistemleri bulunuyor. M2’den M12’ye kadar çaplarda ve 3 – 120 mm boy aralığında; karbon çeliği, alaşımlı çelik, paslanmaz çelik, pirinç, bakır ve alüminyumdan seri ve özel üretim yapıyoruz. Isıl işlem ve yüzey kaplama süreçlerini, uzun yıllardır birlikte çalıştığımız ve düzenli olarak denetlediğimiz tedarikçilerimizle yönetiyoruz.',
  companyDescription2_en:
    'Our machine park of more than 50 machines includes multi-station cold-forging presses, thread-rolling machines and optical measuring systems. We produce standard and custom parts in diameters from M2 to M12 and lengths from 3 to 120 mm, in carbon steel, alloy steel, stainless steel, brass, copper and aluminium. Heat treatment and surface coating are managed with long-standing partners whom we audit regularly.',
  companyDescription2_es:
    'Nuestro parque de más de 50 máquinas incluye prensas de forja en frío de varias estaciones, laminadoras de roscas y sistemas ópticos de medición. Fabricamos piezas estándar y especiales en diámetros de M2 a M12 y longitudes de 3 a 120 mm, en acero al carbono, acero aleado, acero inoxidable, latón, cobre y aluminio. El tratamiento térmico y los recubrimientos superficiales se gestionan con proveedores de confianza con los que trabajamos desde hace años y que auditamos periódicamente.',
  companyDescription3_tr:
    'Otomotivden beyaz eşyaya, tarım makinelerinden savunma sanayine kadar 15’ten fazla sektördeki müşterilerimize yalnızca ürün değil, mühendislik desteği de sunuyoruz. Teknik resminizi veya numunenizi inceleyerek en uygun malzemeyi, üretim yöntemini ve yüzey kaplamasını birlikte belirliyor; numune onayından seri teslimata kadar her adımı izlenebilir şekilde raporluyoruz. Üretimimizin önemli bir bölümünü Avrupa, Orta Doğu ve Kuzey Afrika’daki müşterilerimize ihraç ediyoruz.',
  companyDescription3_en:
    'To our customers in more than 15 industries, from automotive and household appliances to agricultural machinery and defence, we offer engineering support as well as products. We review your drawing or sample, agree with you on the best material, production method and surface finish, and document every step from sample approval to series delivery with full traceability. A significant share of our output is exported to customers in Europe, the Middle East and North Africa.',
  companyDescription3_es:
    'A nuestros clientes de más de 15 sectores, desde la automoción y los electrodomésticos hasta la maquinaria agrícola y la defensa, les ofrecemos no solo productos, sino también soporte de ingeniería. Analizamos su plano o muestra, definimos con usted el material, el método de fabricación y el recubrimiento más adecuados, y documentamos cada paso con plena trazabilidad, desde la aprobación de muestras hasta la entrega en serie. Una parte importante de nuestra producción se exporta a clientes de Europa, Oriente Medio y el norte de África.',
  mission_tr:
    'Müşterilerimizin montaj hatlarını hiçbir zaman durdurmayacak güvenilirlikte bağlantı elemanlarını standartlara tam uyumlu, rekabetçi fiyatlarla ve zamanında teslim etmek; her siparişte teknik bilgi birikimimizi müşterilerimizin başarısı için kullanmak.',
  mission_en:
    'To deliver fasteners reliable enough never to stop our customers’ assembly lines, fully compliant with standards, competitively priced and on time, and to put our technical know-how to work for our customers’ success with every order.',
  mission_es:
    'Suministrar elementos de fijación tan fiables que nunca detengan las líneas de montaje de nuestros clientes, plenamente conformes a las normas, a precios competitivos y en el plazo acordado, y poner nuestro conocimiento técnico al servicio del éxito de nuestros clientes en cada pedido.',
  vision_tr:
    'Soğuk dövme teknolojisinde Türkiye’nin öncü üreticilerinden biri olmak ve teknik resme göre özel bağlantı elemanlarında Avrupa’daki sanayi kuruluşlarının ilk tercih ettiği çözüm ortağı haline gelmek.',
  vision_en:
    'To be one of Türkiye’s leading manufacturers in cold-forging technology and the first-choice partner of European industrial companies for custom fasteners made to drawing.',
  vision_es:
    'Ser uno de los fabricantes líderes de Turquía en tecnología de forja en frío y el socio de referencia de las empresas industriales europeas en elementos de fijación especiales según plano.',
  commitmentTitle_tr: 'Kalite Taahhüdümüz',
  commitmentTitle_en: 'Our Quality Commitment',
  commitmentTitle_es: 'Nuestro compromiso con la calidad',
  commitmentStatement_tr:
    'Hammadde girişinden sevkiyata kadar her üretim partisini boyut, sertlik, çekme dayanımı ve kaplama kalınlığı açısından kontrol ediyor, her teslimatı malzeme sertifikası ve ölçü raporuyla birlikte gönderiyoruz. Uygunsuzluk tespit edilen hiçbir ürün tesisimizden çıkmaz. ISO 9001:2015 sertifikalı kalite yönetim sistemimizi sürekli iyileştirme anlayışıyla geliştiriyor ve her yıl bağımsız denetimlerle güncel tutuyoruz.',
  commitmentStatement_en:
    'From incoming raw material to shipment, we check every production batch for dimensions, hardness, tensile strength and coating thickness, and every delivery is accompanied by a material certificate and a dimensional report. No non-conforming part ever leaves our plant. We develop our ISO 9001:2015 certified quality management system in a spirit of continuous improvement and keep it up to date through annual independent audits.',
  commitmentStatement_es:
    'Desde la recepción de la materia prima hasta la expedición, controlamos cada lote de producción en dimensiones, dureza, resistencia a la tracción y espesor de recubrimiento, y cada entrega va acompañada de su certificado de material y su informe dimensional. Ninguna pieza no conforme sale de nuestra planta. Desarrollamos nuestro sistema de gestión de la calidad certificado ISO 9001:2015 con un espíritu de mejora continua y lo mantenemos actualizado mediante auditorías independientes anuales.',
}
