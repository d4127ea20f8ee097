import type {
  FEATURE_ICONS,
  FeatureCard,
  FeaturesBlock,
  PortfolioBlock,
  STAT_ICONS,
  StatCard,
  StatsBlock,
} from '../../../shared/schemas/blocks.ts'

/*
 * `Type.Union(ICONS.map(...))` in shared/schemas/blocks.ts builds its union from an array, not a
 * tuple, so the static `icon` type collapses to `never`. These helpers still check each icon
 * against the allowed list and become plain identity functions once the schema keeps the literals.
 */
const statIcon = (icon: (typeof STAT_ICONS)[number]) => icon as StatCard['icon']
const featureIcon = (icon: (typeof FEATURE_ICONS)[number]) => icon as FeatureCard['icon']

/** Animated figures on the home page ("2000" is shown as "2.000", "2,000" in English). */
export const homeStats: StatsBlock = {
  title_tr: 'Rakamlarla Kuzey Bağlantı',
  title_en: 'Kuzey Bağlantı in Numbers',
  title_es: 'Kuzey Bağlantı en cifras',
  subtitle_tr:
    'Çeyrek asırlık tecrübe, modern makine parkı ve deneyimli ekibimizle her yıl milyonlarca bağlantı elemanı üretiyoruz.',
  subtitle_en:
    'A quarter of a century of experience, a modern machine park and a skilled team producing millions of fasteners every year.',
  subtitle_es:
    'Un cuarto de siglo de experiencia, un parque de maquinaria moderno y un equipo cualificado que fabrica millones de elementos de fijación cada año.',
  cards: [
    {
      id: 'stat-experience',
      icon: statIcon('trending-up'),
      value: '25+',
      title_tr: 'Yıllık Tecrübe',
      title_en: 'Years of Experience',
      title_es: 'Años de experiencia',
      subtitle_tr: '2001’den bu yana kesintisiz üretim',
      subtitle_en: 'Continuous production since 2001',
      subtitle_es: 'Producción ininterrumpida desde 2001',
      order: 0,
      is_active: true,
    },
    {
      id: 'stat-area',
      icon: statIcon('factory'),
      value: '2000',
      title_tr: 'm² Kapalı Üretim Alanı',
      title_en: 'm² Production Area',
      title_es: 'm² de superficie de producción',
      subtitle_tr: 'İkitelli OSB’de modern üretim tesisi',
      subtitle_en: 'Modern plant in İkitelli OSB, Istanbul',
      subtitle_es: 'Planta moderna en İkitelli OSB, Estambul',
      order: 1,
      is_active: true,
    },
    {
      id: 'stat-machines',
      icon: statIcon('star'),
      value: '50+',
      title_tr: 'Makine ve Ekipman',
      title_en: 'Machines and Equipment',
      title_es: 'Máquinas y equipos',
      subtitle_tr: 'Soğuk dövme, diş ovalama ve ölçüm ekipmanları',
      subtitle_en: 'Cold forging, thread rolling and measuring equipment',
      subtitle_es: 'Forja en frío, laminado de roscas y equipos de medición',
      order: 2,
      is_active: true,
    },
    {
      id: 'stat-sectors',
      icon: statIcon('award'),
      value: '15+',
      title_tr: 'Sektöre Hizmet',
      title_en: 'Sectors Served',
      title_es: 'Sectores atendidos',
      subtitle_tr: 'Otomotivden savunma sanayine geniş müşteri portföyü',
      subtitle_en: 'A broad customer base, from automotive to defence',
      subtitle_es: 'Una amplia cartera de clientes, de la automoción a la defensa',
      order: 3,
      is_active: true,
    },
  ],
}

/** Product group cards on the home page. */
export const portfolio: PortfolioBlock = {
  title_tr: 'Ürün Portföyümüz',
  title_en: 'Our Product Portfolio',
  title_es: 'Nuestra gama de productos',
  subtitle_tr:
    'M2 – M12 çap ve 3 – 120 mm boy aralığında, DIN / ISO standartlarında ve resme göre bağlantı elemanları',
  subtitle_en:
    'Standard DIN / ISO and made-to-drawing fasteners, diameters M2 to M12 and lengths 3 to 120 mm',
  subtitle_es:
    'Elementos de fijación según normas DIN / ISO y según plano, en diámetros de M2 a M12 y longitudes de 3 a 120 mm',
  cards: [
    {
      id: 'portfolio-bolts',
      title_tr: 'Cıvatalar',
      title_en: 'Bolts',
      title_es: 'Pernos',
      description_tr:
        'Altı köşe, flanşlı, kare boyunlu ve gözlü cıvatalar; 8.8 ve 10.9 kalite ile paslanmaz seçenekleriyle DIN / ISO standartlarında.',
      description_en:
        'Hex, flange, carriage and eye bolts to DIN / ISO standards, in property classes 8.8 and 10.9 and in stainless steel.',
      description_es:
        'Pernos hexagonales, con brida, de cuello cuadrado y con ojo según normas DIN / ISO, en clases 8.8 y 10.9 y en inoxidable.',
      color: 'from-slate-700 to-slate-900',
      image: '/uploads/demo/group-bolts.webp',
      order: 0,
      is_active: true,
    },
    {
      id: 'portfolio-screws',
      title_tr: 'Vidalar',
      title_en: 'Screws',
      title_es: 'Tornillos',
      description_tr:
        'Silindir, havşa ve mercimek başlı imbus vidalar ile sac ve sunta vidaları; siyah, çinko kaplamalı ve paslanmaz.',
      description_en:
        'Socket head, countersunk and button head screws, plus self-tapping and chipboard screws: black, zinc plated and stainless.',
      description_es:
        'Tornillos Allen de cabeza cilíndrica, avellanada y abombada, además de tornillos rosca chapa y para aglomerado.',
      color: 'from-zinc-600 to-zinc-800',
      image: '/uploads/demo/group-screws.webp',
      order: 1,
      is_active: true,
    },
    {
      id: 'portfolio-nuts',
      title_tr: 'Somunlar',
      title_en: 'Nuts',
      title_es: 'Tuercas',
      description_tr:
        'Altı köşe, fiberli, flanşlı, kör ve kaynak somunları; M3’ten M12’ye tüm standart ölçülerde.',
      description_en:
        'Hex, nylon insert lock, flange, cap and weld nuts in all standard sizes from M3 to M12.',
      description_es:
        'Tuercas hexagonales, autoblocantes, con brida, ciegas y para soldar en todas las medidas estándar de M3 a M12.',
      color: 'from-gray-600 to-gray-800',
      image: '/uploads/demo/group-nuts.webp',
      order: 2,
      is_active: true,
    },
    {
      id: 'portfolio-washers',
      title_tr: 'Pullar',
      title_en: 'Washers',
      title_es: 'Arandelas',
      description_tr:
        'Düz, geniş, kalın ve yaylı pullar; farklı sertlik sınıflarında ve yüzey kaplamalarında.',
      description_en:
        'Flat, large, heavy and spring washers in a range of hardness classes and surface finishes.',
      description_es:
        'Arandelas planas, anchas, gruesas y elásticas en distintas durezas y acabados superficiales.',
      color: 'from-stone-500 to-stone-700',
      image: '/uploads/demo/group-washers.webp',
      order: 3,
      is_active: true,
    },
    {
      id: 'portfolio-rivets',
      title_tr: 'Perçinler',
      title_en: 'Rivets',
      title_es: 'Remaches',
      description_tr:
        'Pop perçin, dolu perçin ve perçin somun; alüminyum, çelik, bakır ve paslanmaz malzemelerden.',
      description_en:
        'Blind rivets, solid rivets and rivet nuts in aluminium, steel, copper and stainless steel.',
      description_es:
        'Remaches ciegos, remaches macizos y tuercas remachables en aluminio, acero, cobre e inoxidable.',
      color: 'from-neutral-600 to-neutral-800',
      image: '/uploads/demo/group-rivets.webp',
      order: 4,
      is_active: true,
    },
    {
      id: 'portfolio-custom',
      title_tr: 'Özel Üretim',
      title_en: 'Custom Production',
      title_es: 'Fabricación a medida',
      description_tr: 'Teknik resminize göre soğuk dövme özel parçalar, burçlar ve faturalı cıvatalar.',
      description_en: 'Cold-forged special parts, sleeves and shoulder bolts made to your technical drawing.',
      description_es:
        'Piezas especiales forjadas en frío, casquillos y tornillos con hombro según su plano técnico.',
      color: 'from-blue-900 to-slate-900',
      image: '/uploads/demo/group-custom.webp',
      order: 5,
      is_active: true,
    },
  ],
}

/** Corporate value cards on the home page. */
export const features: FeaturesBlock = {
  title_tr: 'Kurumsal Değerlerimiz',
  title_en: 'Our Corporate Values',
  title_es: 'Nuestros valores corporativos',
  subtitle_tr: 'Kalite, mühendislik ve güvenilirlik üzerine kurulu 25 yıllık üretim kültürü',
  subtitle_en: 'A manufacturing culture built on quality, engineering and reliability for 25 years',
  subtitle_es:
    'Una cultura de fabricación basada en la calidad, la ingeniería y la fiabilidad desde hace 25 años',
  cards: [
    {
      id: 'feature-quality',
      icon: featureIcon('shield'),
      title_tr: 'Kalite Güvencesi',
      title_en: 'Quality Assurance',
      title_es: 'Garantía de calidad',
      description_tr:
        'Her üretim partisi boyut, sertlik ve kaplama testlerinden geçer; sevkiyatlar ölçü raporu ve malzeme sertifikasıyla yapılır.',
      description_en:
        'Every production batch is tested for dimensions, hardness and coating, and each shipment leaves with a dimensional report and material certificate.',
      description_es:
        'Cada lote se controla en dimensiones, dureza y recubrimiento, y cada envío sale con su informe dimensional y certificado de material.',
      order: 0,
      is_active: true,
    },
    {
      id: 'feature-engineering',
      icon: featureIcon('cog'),
      title_tr: 'Mühendislik Desteği',
      title_en: 'Engineering Support',
      title_es: 'Soporte de ingeniería',
      description_tr:
        'Tasarım aşamasından itibaren malzeme seçimi, üretilebilirlik ve maliyet optimizasyonu konularında teknik destek sağlıyoruz.',
      description_en:
        'From the design stage onwards, we advise on material selection, manufacturability and cost optimisation.',
      description_es:
        'Desde la fase de diseño le asesoramos en la selección de materiales, la fabricabilidad y la optimización de costes.',
      order: 1,
      is_active: true,
    },
    {
      id: 'feature-capacity',
      icon: featureIcon('factory'),
      title_tr: 'Üretim Kapasitesi',
      title_en: 'Production Capacity',
      title_es: 'Capacidad de producción',
      description_tr:
        '2.000 m² kapalı alanda, 50’yi aşkın makineyle küçük partilerden yüksek adetli seri siparişlere kadar esnek üretim.',
      description_en:
        'Flexible production from small batches to high-volume series orders, with more than 50 machines on 2,000 m² of covered floor space.',
      description_es:
        'Producción flexible, desde lotes pequeños hasta grandes series, con más de 50 máquinas en 2.000 m² de superficie cubierta.',
      order: 2,
      is_active: true,
    },
    {
      id: 'feature-certification',
      icon: featureIcon('award'),
      title_tr: 'ISO 9001:2015 Sertifikası',
      title_en: 'ISO 9001:2015 Certified',
      title_es: 'Certificación ISO 9001:2015',
      description_tr:
        'Belgelendirilmiş kalite yönetim sistemimiz tüm süreçlerde izlenebilirlik ve sürekli iyileştirme sağlar.',
      description_en:
        'Our certified quality management system ensures traceability and continuous improvement in every process.',
      description_es:
        'Nuestro sistema de gestión de la calidad certificado garantiza la trazabilidad y la mejora continua en todos los procesos.',
      order: 3,
      is_active: true,
    },
    {
      id: 'feature-team',
      icon: featureIcon('users'),
      title_tr: 'Deneyimli Ekip',
      title_en: 'Experienced Team',
      title_es: 'Equipo experimentado',
      description_tr:
        'Kalıpçı, operatör ve kalite uzmanlarından oluşan 45 kişilik ekibimiz, her siparişe aynı özen ve titizlikle yaklaşır.',
      description_en:
        'Our team of 45 toolmakers, machine operators and quality specialists handles every order with the same care and precision.',
      description_es:
        'Nuestro equipo de 45 matriceros, operarios y especialistas en calidad trata cada pedido con el mismo cuidado y rigor.',
      order: 4,
      is_active: true,
    },
    {
      id: 'feature-export',
      icon: featureIcon('globe'),
      title_tr: 'İhracat',
      title_en: 'Export',
      title_es: 'Exportación',
      description_tr:
        'Avrupa, Orta Doğu ve Kuzey Afrika’daki müşterilerimize ihracata uygun ambalaj ve eksiksiz dokümantasyonla düzenli sevkiyat yapıyoruz.',
      description_en:
        'We ship regularly to customers in Europe, the Middle East and North Africa, with export packaging and complete documentation.',
      description_es:
        'Realizamos envíos regulares a clientes de Europa, Oriente Medio y el norte de África, con embalaje para exportación y documentación completa.',
      order: 5,
      is_active: true,
    },
  ],
}
