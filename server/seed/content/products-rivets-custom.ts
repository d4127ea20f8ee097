import type { SeedProduct } from './product-lists.ts'

/** Rivets (cat-rivets) and custom parts made to drawing (cat-custom). */
export const rivetAndCustomProducts: SeedProduct[] = [
  {
    id: 'p-din-7337-blind-rivet',
    slug: 'din-7337-pop-percin',
    name_tr: 'DIN 7337 Pop Perçin',
    name_en: 'DIN 7337 Blind Rivet',
    name_es: 'Remache ciego (pop) DIN 7337',
    description_tr:
      'Yalnızca tek taraftan erişilebilen sac ve profil bağlantılarında perçin tabancasıyla hızla uygulanan kör perçindir. Alüminyum, çelik veya paslanmaz gövde ile çelik ya da paslanmaz çivi kombinasyonlarında; yuvarlak ve havşa başlı olarak sunulur. Ø 2,4 – 6,4 mm gövde çapı ve 4 – 30 mm boy aralığında üretilir.',
    description_en:
      'A blind rivet set quickly with a rivet gun where sheets and profiles can only be reached from one side. Available with aluminium, steel or stainless bodies combined with steel or stainless mandrels, in dome and countersunk head styles. Body diameters 2.4 to 6.4 mm, lengths 4 to 30 mm.',
    description_es:
      'Remache ciego que se coloca rápidamente con remachadora en uniones de chapas y perfiles accesibles por un solo lado. Disponible con cuerpo de aluminio, acero o inoxidable y vástago de acero o inoxidable, con cabeza alomada o avellanada. Diámetros de cuerpo de 2,4 a 6,4 mm y longitudes de 4 a 30 mm.',
    main_image_url: '/uploads/demo/blind-rivet-zinc.webp',
    images: [{ image_url: '/uploads/demo/blind-rivet-stainless.webp' }],
    categoryId: 'cat-rivets',
    is_active: true,
    created_at: '2026-01-23T09:00:00.000Z',
    updated_at: '2026-02-07T10:40:00.000Z',
  },
  {
    id: 'p-din-660-solid-rivet',
    slug: 'din-660-yuvarlak-basli-dolu-percin',
    name_tr: 'DIN 660 Yuvarlak Başlı Dolu Perçin',
    name_en: 'DIN 660 Round Head Solid Rivet',
    name_es: 'Remache macizo de cabeza redonda DIN 660',
    description_tr:
      'Soğuk dövme ile tek parça olarak üretilen dolu perçin, kalıcı ve yüksek kesme dayanımlı bağlantılar için en güvenilir yöntemlerden biridir. Çelik, bakır, pirinç ve alüminyumdan Ø 2 – 8 mm çap aralığında üretilir. Menteşe, mafsal, el aletleri ve çelik konstrüksiyon uygulamalarında kullanılır.',
    description_en:
      'Cold forged in one piece, the solid rivet is one of the most reliable methods for permanent joints with high shear strength. Produced in steel, copper, brass and aluminium in diameters 2 to 8 mm. Used for hinges, pivots, hand tools and steel structures.',
    description_es:
      'Fabricado en una sola pieza por forjado en frío, el remache macizo es uno de los métodos más fiables para uniones permanentes con alta resistencia a la cizalla. Se produce en acero, cobre, latón y aluminio en diámetros de 2 a 8 mm. Se utiliza en bisagras, articulaciones, herramientas manuales y estructuras metálicas.',
    main_image_url: '/uploads/demo/solid-rivet-zinc.webp',
    images: [{ image_url: '/uploads/demo/solid-rivet-yellow.webp' }],
    categoryId: 'cat-rivets',
    is_active: true,
    created_at: '2026-01-23T09:20:00.000Z',
    updated_at: '2026-01-31T12:00:00.000Z',
  },
  {
    id: 'p-din-661-countersunk-rivet',
    slug: 'din-661-havsa-basli-dolu-percin',
    name_tr: 'DIN 661 Havşa Başlı Dolu Perçin',
    name_en: 'DIN 661 Countersunk Head Solid Rivet',
    name_es: 'Remache macizo de cabeza avellanada DIN 661',
    description_tr:
      'Havşa başı, perçinleme sonrasında parçayla aynı hizada kalan düz bir bağlantı yüzeyi sağlar. Kayar yüzeyler, kapaklar, menteşeler ve çıkıntının istenmediği diğer uygulamalar için uygundur. Çelik, bakır ve alüminyumdan Ø 2 – 8 mm çap aralığında üretilir.',
    description_en:
      'The countersunk head gives a flat joint surface flush with the part after riveting. Suitable for sliding surfaces, covers, hinges and other applications where a protruding head is not acceptable. Produced in steel, copper and aluminium in diameters 2 to 8 mm.',
    description_es:
      'La cabeza avellanada deja una superficie de unión plana, enrasada con la pieza tras el remachado. Adecuado para superficies deslizantes, tapas, bisagras y otras aplicaciones en las que no se admite una cabeza saliente. Se fabrica en acero, cobre y aluminio en diámetros de 2 a 8 mm.',
    main_image_url: '/uploads/demo/solid-rivet-black.webp',
    images: [{ image_url: '/uploads/demo/solid-rivet-zinc.webp' }],
    categoryId: 'cat-rivets',
    is_active: true,
    created_at: '2026-01-23T09:40:00.000Z',
    updated_at: '2026-01-23T09:40:00.000Z',
  },
  {
    id: 'p-rivet-nut',
    slug: 'duz-basli-tirtilli-percin-somun',
    name_tr: 'Düz Başlı Tırtıllı Perçin Somun',
    name_en: 'Flat Head Knurled Rivet Nut',
    name_es: 'Tuerca remachable moleteada de cabeza plana',
    description_tr:
      'İnce sac, profil ve boru gibi kaynak yapılamayan veya arkasına erişilemeyen malzemelerde, tek taraftan takılarak sağlam bir dişli bağlantı noktası oluşturur. Tırtıllı gövdesi dönmeye karşı direnç sağlar; düz, ince ve havşa baş seçenekleri mevcuttur. M4 – M12 aralığında çinko kaplamalı çelik, alüminyum ve paslanmaz olarak üretilir.',
    description_en:
      'Installed from one side, it creates a strong threaded anchor point in thin sheet, profiles and tubes that cannot be welded or reached from behind. The knurled body resists spin-out; flat, thin and countersunk head versions are available. Produced in M4 to M12 in zinc-plated steel, aluminium and stainless steel.',
    description_es:
      'Se instala por un solo lado y crea un punto de anclaje roscado resistente en chapa fina, perfiles y tubos que no pueden soldarse o a los que no se accede por detrás. El cuerpo moleteado impide el giro; está disponible con cabeza plana, reducida o avellanada. Se fabrica de M4 a M12 en acero cincado, aluminio e inoxidable.',
    main_image_url: '/uploads/demo/rivet-nut-zinc.webp',
    images: [{ image_url: '/uploads/demo/rivet-nut-stainless.webp' }],
    categoryId: 'cat-rivets',
    is_active: true,
    created_at: '2026-01-26T11:00:00.000Z',
    updated_at: '2026-02-15T09:10:00.000Z',
  },
  {
    id: 'p-custom-cold-forged-part',
    slug: 'resme-gore-soguk-dovme-ozel-parca',
    name_tr: 'Resme Göre Soğuk Dövme Özel Parça',
    name_en: 'Custom Cold-Forged Parts to Drawing',
    name_es: 'Piezas especiales forjadas en frío según plano',
    description_tr:
      'Teknik resminize veya numunenize göre, çok istasyonlu soğuk dövme preslerinde özel baş, kademe ve profil geometrilerine sahip parçalar üretiyoruz. Soğuk dövme; talaşlı imalata göre daha düşük birim maliyet, kesintisiz lif akışı sayesinde daha yüksek mukavemet ve seri üretimde tekrarlanabilir ölçü hassasiyeti sağlar. Kalıp tasarımından numune onayına ve seri teslimata kadar tüm süreç tek elden yürütülür.',
    description_en:
      'We produce parts with special heads, steps and profiles on multi-station cold-forging presses, to your technical drawing or sample. Compared with machining, cold forging offers a lower unit cost, higher strength thanks to uninterrupted grain flow and repeatable accuracy in series production. The whole process, from tool design and sample approval to series delivery, is handled in-house.',
    description_es:
      'Fabricamos piezas con cabezas, escalones y perfiles especiales en prensas de forja en frío de varias estaciones, según su plano técnico o muestra. Frente al mecanizado, el forjado en frío ofrece un menor coste unitario, mayor resistencia gracias a la continuidad de la fibra del material y una precisión repetible en la producción en serie. Todo el proceso, desde el diseño del utillaje y la aprobación de muestras hasta la entrega en serie, se gestiona internamente.',
    main_image_url: '/uploads/demo/custom-forged-zinc.webp',
    images: [{ image_url: '/uploads/demo/custom-forged-black.webp' }],
    categoryId: 'cat-custom',
    is_active: true,
    created_at: '2026-01-27T08:30:00.000Z',
    updated_at: '2026-02-17T15:45:00.000Z',
  },
  {
    id: 'p-custom-sleeve',
    slug: 'resme-gore-ozel-burc-ve-mesafe-burcu',
    name_tr: 'Resme Göre Özel Burç ve Mesafe Burcu',
    name_en: 'Custom Sleeves and Spacer Bushings',
    name_es: 'Casquillos y separadores a medida',
    description_tr:
      'Burç, mesafe burcu ve kovan gibi delikli parçalar soğuk dövme ile şekillendirilir; talaşlı imalata göre çok daha az malzeme firesiyle üretilir. Dişli, tırtıllı, flanşlı veya preslemeye uygun dış geometriler teknik resminize göre uygulanır. Montaj ve rulman bağlantılarında, mafsal noktalarında ve elektrik bağlantılarında kullanılır.',
    description_en:
      'Sleeves, spacer bushings and other tubular parts are formed with a through hole by cold forging, with far less material waste than machining. Threaded, knurled, flanged or press-fit outer geometries are made to your drawing. Used in assemblies and bearing mounts, pivot points and electrical connections.',
    description_es:
      'Los casquillos, separadores y demás piezas tubulares se conforman con agujero pasante mediante forjado en frío, con mucho menos desperdicio de material que el mecanizado. Las geometrías exteriores roscadas, moleteadas, con brida o para ajuste a presión se realizan según su plano. Se utilizan en montajes y alojamientos de rodamientos, puntos de articulación y conexiones eléctricas.',
    main_image_url: '/uploads/demo/custom-sleeve-zinc.webp',
    images: [{ image_url: '/uploads/demo/custom-sleeve-stainless.webp' }],
    categoryId: 'cat-custom',
    is_active: true,
    created_at: '2026-01-27T08:50:00.000Z',
    updated_at: '2026-02-03T10:20:00.000Z',
  },
  {
    id: 'p-custom-shoulder-bolt',
    slug: 'resme-gore-faturali-ozel-civata',
    name_tr: 'Resme Göre Faturalı Özel Cıvata',
    name_en: 'Custom Shoulder Bolts to Drawing',
    name_es: 'Tornillos especiales con hombro según plano',
    description_tr:
      'Standart kataloglarda bulunmayan faturalı, kademeli gövdeli ve özel başlı cıvatalar; soğuk dövme, diş ovalama ve gerektiğinde hassas taşlama ile teknik resminize göre üretilir. Fatura çapı, dişli boy ve baş formu ihtiyacınıza göre belirlenir; her parti ölçü raporuyla birlikte teslim edilir. Mafsal, makara ve hareketli mekanizma bağlantılarında kullanılır.',
    description_en:
      'Shoulder bolts, stepped-shank bolts and bolts with special heads that are not in standard catalogues are made to your drawing by cold forging, thread rolling and, where needed, precision grinding. Shoulder diameter, thread length and head form are set to your requirements, and each batch is delivered with a dimensional report. Used for pivots, rollers and moving mechanisms.',
    description_es:
      'Los tornillos con hombro, de caña escalonada o con cabezas especiales que no figuran en los catálogos estándar se fabrican según su plano mediante forjado en frío, laminado de rosca y, cuando es necesario, rectificado de precisión. El diámetro del hombro, la longitud roscada y la forma de la cabeza se definen según sus necesidades, y cada lote se entrega con su informe dimensional. Se utilizan en articulaciones, rodillos y mecanismos móviles.',
    main_image_url: '/uploads/demo/custom-forged-black.webp',
    images: [{ image_url: '/uploads/demo/custom-forged-zinc.webp' }],
    categoryId: 'cat-custom',
    is_active: true,
    created_at: '2026-01-28T09:15:00.000Z',
    updated_at: '2026-02-18T11:30:00.000Z',
  },
]
