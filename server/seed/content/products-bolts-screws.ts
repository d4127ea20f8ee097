import type { SeedProduct } from './product-lists.ts'

/** Bolts (cat-bolts) and screws (cat-screws). */
export const boltAndScrewProducts: SeedProduct[] = [
  {
    id: 'p-din-933-hex-bolt',
    slug: 'din-933-alti-kose-basli-civata',
    name_tr: 'DIN 933 Altı Köşe Başlı Cıvata',
    name_en: 'DIN 933 Hex Head Bolt',
    name_es: 'Tornillo de cabeza hexagonal DIN 933',
    description_tr:
      'ISO 4017 muadili, tam diş altı köşe başlı cıvatadır; M4 – M12 çap aralığında, 8.8 ve 10.9 mukavemet sınıflarında soğuk dövme yöntemiyle üretilir. Her üretim partisi boyut, sertlik ve kaplama kalınlığı açısından kontrol edilir. Makine şasileri, çelik konstrüksiyonlar ve genel montaj uygulamalarında en çok tercih edilen bağlantı elemanıdır.',
    description_en:
      'Fully threaded hex head bolt equivalent to ISO 4017, cold forged in sizes M4 to M12 and property classes 8.8 and 10.9. Every production batch is checked for dimensions, hardness and coating thickness. It is the most widely used fastener for machine frames, steel structures and general assembly work.',
    description_es:
      'Tornillo de cabeza hexagonal con rosca total, equivalente a ISO 4017, fabricado por forjado en frío en métricas M4 a M12 y clases de resistencia 8.8 y 10.9. Cada lote de producción se controla en dimensiones, dureza y espesor de recubrimiento. Es el elemento de fijación más utilizado en bastidores de maquinaria, estructuras metálicas y montajes en general.',
    main_image_url: '/uploads/demo/hex-bolt-zinc.webp',
    images: [
      { image_url: '/uploads/demo/hex-bolt-black.webp' },
      { image_url: '/uploads/demo/hex-bolt-stainless.webp' },
    ],
    categoryId: 'cat-bolts',
    is_active: true,
    created_at: '2026-01-12T09:00:00.000Z',
    updated_at: '2026-02-03T14:20:00.000Z',
  },
  {
    id: 'p-din-931-hex-bolt-partial',
    slug: 'din-931-yarim-dis-alti-kose-basli-civata',
    name_tr: 'DIN 931 Yarım Diş Altı Köşe Başlı Cıvata',
    name_en: 'DIN 931 Hex Head Bolt, Partially Threaded',
    name_es: 'Tornillo de cabeza hexagonal con rosca parcial DIN 931',
    description_tr:
      'ISO 4014 muadili, gövdesinin bir bölümü dişsiz bırakılmış altı köşe başlı cıvatadır. Dişsiz gövde kesme kuvvetlerini daha iyi karşılar ve bağlantıda hassas konumlama sağlar; bu nedenle mil, menteşe ve yatak bağlantılarında tercih edilir. M6 – M12 çap ve 30 – 120 mm boy aralığında, 8.8 ve 10.9 kalitede üretilir.',
    description_en:
      'Hex head bolt with a plain shank section, equivalent to ISO 4014. The unthreaded shank takes shear loads better and locates the joint precisely, which makes it the preferred choice for pivots, hinges and bearing mounts. Produced in M6 to M12, lengths 30 to 120 mm, property classes 8.8 and 10.9.',
    description_es:
      'Tornillo de cabeza hexagonal con caña parcialmente lisa, equivalente a ISO 4014. La caña sin rosca soporta mejor los esfuerzos de cizalla y posiciona la unión con precisión, por lo que es la opción preferida en ejes, bisagras y soportes de rodamientos. Se fabrica de M6 a M12, en longitudes de 30 a 120 mm y clases 8.8 y 10.9.',
    main_image_url: '/uploads/demo/hex-bolt-partial-zinc.webp',
    images: [{ image_url: '/uploads/demo/hex-bolt-partial-black.webp' }],
    categoryId: 'cat-bolts',
    is_active: true,
    created_at: '2026-01-12T09:10:00.000Z',
    updated_at: '2026-01-28T10:45:00.000Z',
  },
  {
    id: 'p-din-6921-flange-bolt',
    slug: 'din-6921-flansli-alti-kose-basli-civata',
    name_tr: 'DIN 6921 Flanşlı Altı Köşe Başlı Cıvata',
    name_en: 'DIN 6921 Hex Flange Bolt',
    name_es: 'Tornillo hexagonal con brida DIN 6921',
    description_tr:
      'Başın altındaki entegre flanş, ayrı bir pula gerek kalmadan yükü geniş bir yüzeye yayar ve montaj süresini kısaltır. Tırtıllı flanş seçeneği titreşime karşı ek gevşeme emniyeti sağlar. DIN 6921 ölçülerinde M5 – M12 aralığında, 8.8 ve 10.9 kalitede üretilir (DIN 6921’in yerini DIN EN 1665 almıştır; EN 1665’in ölçüleri farklıdır).',
    description_en:
      'The integrated flange under the head spreads the load over a larger bearing surface without a separate washer and shortens assembly time. A serrated flange option adds resistance to loosening under vibration. Made to the DIN 6921 dimensions in M5 to M12, property classes 8.8 and 10.9 (DIN 6921 was replaced by DIN EN 1665, whose dimensions differ).',
    description_es:
      'La brida integrada bajo la cabeza reparte la carga sobre una superficie de apoyo mayor sin necesidad de arandela y acorta el tiempo de montaje. La versión con brida dentada ofrece una seguridad adicional contra el aflojamiento por vibraciones. Se fabrica con las medidas de DIN 6921 en métricas M5 a M12 y clases 8.8 y 10.9 (DIN 6921 fue sustituida por DIN EN 1665, cuyas medidas difieren).',
    main_image_url: '/uploads/demo/flange-bolt-zinc.webp',
    images: [{ image_url: '/uploads/demo/flange-bolt-black.webp' }],
    categoryId: 'cat-bolts',
    is_active: true,
    created_at: '2026-01-12T09:20:00.000Z',
    updated_at: '2026-02-10T08:30:00.000Z',
  },
  {
    id: 'p-din-603-carriage-bolt',
    slug: 'din-603-bombe-basli-kare-boyunlu-civata',
    name_tr: 'DIN 603 Bombe Başlı Kare Boyunlu Cıvata',
    name_en: 'DIN 603 Carriage Bolt',
    name_es: 'Tornillo de cabeza redonda y cuello cuadrado DIN 603',
    description_tr:
      'Kare boyun, ahşapta veya kare delikli sacda dönmeye karşı kilitlenir; böylece somun, cıvatayı karşıdan tutmaya gerek kalmadan tek taraftan sıkılır. Alçak bombe başı dış yüzeyde keskin bir çıkıntı bırakmaz. Ahşap konstrüksiyon, römork kasası ve tarım ekipmanlarında yaygın olarak kullanılır.',
    description_en:
      'The square neck locks into timber or a square-punched hole, so the nut can be tightened from one side without holding the bolt. The low domed head leaves no sharp projection on the visible face. Widely used in timber construction, trailer bodies and agricultural equipment.',
    description_es:
      'El cuello cuadrado se bloquea en la madera o en un agujero cuadrado de la chapa, de modo que la tuerca se aprieta desde un solo lado sin sujetar el tornillo. La cabeza redonda y baja no deja aristas salientes en la cara vista. Muy utilizado en estructuras de madera, carrocerías de remolques y maquinaria agrícola.',
    main_image_url: '/uploads/demo/carriage-bolt-zinc.webp',
    images: [{ image_url: '/uploads/demo/carriage-bolt-stainless.webp' }],
    categoryId: 'cat-bolts',
    is_active: true,
    created_at: '2026-01-13T10:00:00.000Z',
    updated_at: '2026-01-30T16:05:00.000Z',
  },
  {
    id: 'p-din-976-threaded-rod',
    slug: 'din-976-tam-dis-saplama',
    name_tr: 'DIN 976 Tam Diş Saplama',
    name_en: 'DIN 976 Fully Threaded Stud',
    name_es: 'Espárrago de rosca total DIN 976',
    description_tr:
      'Diş ovalama yöntemiyle üretilen tam diş saplamalar, ihtiyacınız olan boyda ve iki ucu pahlı olarak teslim edilir. 120 mm’ye kadar boylarda seri üretim yapıldığı için uzun çubuktan kesime göre zaman ve malzeme tasarrufu sağlar. Flanş bağlantıları, ankraj ve ara mesafe uygulamalarında kullanılır.',
    description_en:
      'Fully threaded studs produced by thread rolling and supplied in the exact length you need, chamfered at both ends. Serial production up to 120 mm saves the time and material lost when cutting from long bars. Used for flange connections, anchoring and spacer applications.',
    description_es:
      'Espárragos de rosca total fabricados por laminado de rosca y suministrados en la longitud exacta que necesita, con chaflán en ambos extremos. La producción en serie hasta 120 mm ahorra el tiempo y el material que se pierden al cortar barras largas. Se utilizan en uniones de bridas, anclajes y separadores.',
    main_image_url: '/uploads/demo/threaded-rod-zinc.webp',
    images: [{ image_url: '/uploads/demo/threaded-rod-stainless.webp' }],
    categoryId: 'cat-bolts',
    is_active: true,
    created_at: '2026-01-13T10:15:00.000Z',
    updated_at: '2026-02-12T11:00:00.000Z',
  },
  {
    id: 'p-din-444-eye-bolt',
    slug: 'din-444-gozlu-civata',
    name_tr: 'DIN 444 Gözlü Cıvata',
    name_en: 'DIN 444 Eye Bolt',
    name_es: 'Tornillo con ojo DIN 444',
    description_tr:
      'Göz kısmı ve dişli gövdesi tek parça olarak dövülen bu cıvata; pim, mil veya halat bağlantısı gereken mekanizmalarda mafsal noktası olarak kullanılır. Kaldırma amaçlı değildir; yük kaldırma için DIN 580 kaldırma mapalarımızı öneririz. M5 – M12 aralığında, 4.6 / 5.6 kalitede ve paslanmaz A2 olarak üretilir.',
    description_en:
      'The eye and threaded shank are forged in one piece, providing a pivot point for pins, shafts or cables in linkages and mechanisms. It is not intended for lifting; for lifting loads we recommend our DIN 580 lifting eye bolts. Available in M5 to M12, grades 4.6 / 5.6 and stainless A2.',
    description_es:
      'El ojo y la caña roscada se forjan en una sola pieza y sirven de punto de articulación para pasadores, ejes o cables en mecanismos y varillajes. No está destinado a la elevación de cargas; para ello recomendamos nuestros cáncamos DIN 580. Disponible de M5 a M12, en clases 4.6 / 5.6 y en inoxidable A2.',
    main_image_url: '/uploads/demo/eye-bolt-stainless.webp',
    images: [{ image_url: '/uploads/demo/eye-bolt-zinc.webp' }],
    categoryId: 'cat-bolts',
    is_active: true,
    created_at: '2026-01-14T08:40:00.000Z',
    updated_at: '2026-01-14T08:40:00.000Z',
  },
  {
    id: 'p-din-580-lifting-eye-bolt',
    slug: 'din-580-kaldirma-mapasi',
    name_tr: 'DIN 580 Kaldırma Mapası',
    name_en: 'DIN 580 Lifting Eye Bolt',
    name_es: 'Cáncamo macho de elevación DIN 580',
    description_tr:
      'C15E çelikten dövülerek üretilen ve sementasyonla sertleştirilen kaldırma mapası; makine, kalıp ve pano gibi yüklerin güvenle kaldırılması için tasarlanmıştır. Her boy için çalışma yükü (WLL) göz kısmına işaretlenir ve her partiye çekme testi uygulanır. M8 – M12 aralığında, çinko kaplamalı ve paslanmaz olarak sunulur.',
    description_en:
      'Forged from C15E steel and case hardened, this lifting eye bolt is designed for safely lifting loads such as machines, moulds and control cabinets. The working load limit (WLL) is marked on the eye and every batch is tensile tested. Available in M8 to M12, zinc plated or stainless.',
    description_es:
      'Forjado en acero C15E y cementado, este cáncamo está diseñado para elevar con seguridad cargas como máquinas, moldes y armarios eléctricos. La carga máxima de utilización (WLL) va marcada en el ojo y cada lote se somete a ensayos de tracción. Disponible de M8 a M12, cincado o en acero inoxidable.',
    main_image_url: '/uploads/demo/eye-bolt-zinc.webp',
    images: [{ image_url: '/uploads/demo/eye-bolt-yellow.webp' }],
    categoryId: 'cat-bolts',
    is_active: true,
    created_at: '2026-01-14T08:55:00.000Z',
    updated_at: '2026-02-05T09:30:00.000Z',
  },
  {
    id: 'p-din-912-socket-cap-screw',
    slug: 'din-912-silindir-basli-imbus-vida',
    name_tr: 'DIN 912 Silindir Başlı İmbus Vida',
    name_en: 'DIN 912 Socket Head Cap Screw',
    name_es: 'Tornillo Allen de cabeza cilíndrica DIN 912',
    description_tr:
      'Piyasada imbus cıvata olarak da bilinen, ISO 4762 muadili iç altı köşe silindir başlı vidadır. Kompakt başı sayesinde dar alanlarda ve başın gömüldüğü kademeli deliklerde idealdir; 12.9 kalitede bile altı köşe yuvanın dar toleransı korunur. M3 – M12 aralığında siyah, çinko kaplamalı veya paslanmaz A2 / A4 olarak üretilir.',
    description_en:
      'Hexagon socket head cap screw equivalent to ISO 4762. Its compact head makes it ideal for tight spaces and counterbored holes, and the socket keeps its tight tolerance even in property class 12.9. Produced in M3 to M12, black, zinc plated or stainless A2 / A4.',
    description_es:
      'Tornillo de cabeza cilíndrica con hexágono interior, equivalente a ISO 4762. Su cabeza compacta lo hace ideal para espacios reducidos y agujeros con cajera, y el hexágono interior mantiene tolerancias estrechas incluso en la clase 12.9. Se fabrica de M3 a M12, en acabado negro, cincado o en inoxidable A2 / A4.',
    main_image_url: '/uploads/demo/socket-cap-screw-black.webp',
    images: [
      { image_url: '/uploads/demo/socket-cap-screw-zinc.webp' },
      { image_url: '/uploads/demo/socket-cap-screw-stainless.webp' },
    ],
    categoryId: 'cat-screws',
    is_active: true,
    created_at: '2026-01-15T09:00:00.000Z',
    updated_at: '2026-02-14T13:10:00.000Z',
  },
  {
    id: 'p-din-7991-countersunk-screw',
    slug: 'din-7991-havsa-basli-imbus-vida',
    name_tr: 'DIN 7991 Havşa Başlı İmbus Vida',
    name_en: 'DIN 7991 Countersunk Socket Screw',
    name_es: 'Tornillo Allen de cabeza avellanada DIN 7991',
    description_tr:
      '90° havşa başı, montaj sonrasında yüzeyle aynı hizada kalarak düz ve temiz bir görünüm bırakır. ISO 10642 muadili olup kalıp, fikstür ve hareketli parçaların takılma riski bulunan yüzeylerde tercih edilir. M3 – M12 aralığında 8.8, 10.9 ve 12.9 kalitede üretilir.',
    description_en:
      'The 90° countersunk head sits flush with the surface after assembly, leaving a clean, flat finish. Equivalent to ISO 10642, it is the choice for moulds, fixtures and surfaces where moving parts must not catch. Produced in M3 to M12, property classes 8.8, 10.9 and 12.9.',
    description_es:
      'La cabeza avellanada a 90° queda enrasada con la superficie tras el montaje y deja un acabado limpio y plano. Equivalente a ISO 10642, es la opción indicada para moldes, utillajes y superficies en las que las piezas móviles no deben engancharse. Se fabrica de M3 a M12 en clases 8.8, 10.9 y 12.9.',
    main_image_url: '/uploads/demo/countersunk-screw-black.webp',
    images: [{ image_url: '/uploads/demo/countersunk-screw-zinc.webp' }],
    categoryId: 'cat-screws',
    is_active: true,
    created_at: '2026-01-15T09:20:00.000Z',
    updated_at: '2026-01-29T15:40:00.000Z',
  },
  {
    id: 'p-iso-7380-button-head-screw',
    slug: 'iso-7380-mercimek-basli-imbus-vida',
    name_tr: 'ISO 7380 Mercimek Başlı İmbus Vida',
    name_en: 'ISO 7380 Button Head Socket Screw',
    name_es: 'Tornillo Allen de cabeza abombada ISO 7380',
    description_tr:
      'Alçak ve bombeli başı keskin kenar bırakmadığı için göz önündeki ve elle temas edilen yüzeylerde estetik ve güvenli bir bağlantı sağlar. Paslanmaz A2 versiyonu korkuluk, panel ve cihaz kapaklarında; siyah 10.9 versiyonu ise makine koruyucularında yaygın olarak kullanılır. M3 – M12 aralığında üretilir.',
    description_en:
      'The low, domed head has no sharp edges, giving a neat and safe joint on visible surfaces that people touch. The stainless A2 version is common on railings, panels and appliance covers, while the black 10.9 version is used on machine guards. Produced in M3 to M12.',
    description_es:
      'Su cabeza baja y abombada no presenta aristas vivas, por lo que ofrece una unión estética y segura en superficies vistas y al alcance de la mano. La versión inoxidable A2 es habitual en barandillas, paneles y tapas de equipos, y la versión negra 10.9, en protecciones de máquinas. Se fabrica de M3 a M12.',
    main_image_url: '/uploads/demo/button-head-screw-stainless.webp',
    images: [{ image_url: '/uploads/demo/button-head-screw-black.webp' }],
    categoryId: 'cat-screws',
    is_active: true,
    created_at: '2026-01-15T09:35:00.000Z',
    updated_at: '2026-02-02T10:15:00.000Z',
  },
  {
    id: 'p-din-7981-self-tapping-screw',
    slug: 'din-7981-yildiz-yuvarlak-basli-sac-vidasi',
    name_tr: 'DIN 7981 Yıldız Yuvarlak Başlı Sac Vidası',
    name_en: 'DIN 7981 Pan Head Self-Tapping Screw',
    name_es: 'Tornillo rosca chapa de cabeza alomada DIN 7981',
    description_tr:
      'ISO 7049 muadili, sementasyonla sertleştirilmiş sivri uçlu sac vidasıdır; önceden açılmış pilot delikte kendi dişini açarak somun gerektirmeden bağlantı sağlar. Yıldız (PH) veya torx yuvalı olarak ST2.9 – ST6.3 ölçülerinde üretilir. Beyaz eşya, havalandırma kanalları ve sac gövde montajlarında yoğun olarak kullanılır.',
    description_en:
      'Case-hardened, pointed self-tapping screw equivalent to ISO 7049 that forms its own thread in a pre-drilled pilot hole, so no nut is needed. Available with Phillips (PH) or Torx drive in sizes ST2.9 to ST6.3. Heavily used in household appliances, ventilation ducts and sheet-metal housings.',
    description_es:
      'Tornillo rosca chapa con punta, cementado y equivalente a ISO 7049, que forma su propia rosca en un agujero piloto y no requiere tuerca. Disponible con huella Phillips (PH) o Torx en medidas de ST2.9 a ST6.3. Se utiliza ampliamente en electrodomésticos, conductos de ventilación y carcasas de chapa.',
    main_image_url: '/uploads/demo/self-tapping-screw-zinc.webp',
    images: [{ image_url: '/uploads/demo/self-tapping-screw-stainless.webp' }],
    categoryId: 'cat-screws',
    is_active: true,
    created_at: '2026-01-16T11:00:00.000Z',
    updated_at: '2026-02-09T12:25:00.000Z',
  },
  {
    id: 'p-chipboard-screw',
    slug: 'havsa-basli-sunta-vidasi',
    name_tr: 'Havşa Başlı Sunta Vidası',
    name_en: 'Countersunk Chipboard Screw',
    name_es: 'Tornillo para aglomerado de cabeza avellanada',
    description_tr:
      'Keskin ucu ve geniş hatveli dişi sayesinde sunta, MDF ve masif ahşapta ön delik gerektirmeden hızlı montaj sağlar. Baş altındaki kanatçıklar vidanın malzemeye temiz bir şekilde gömülmesini kolaylaştırır. 3,0 – 6,0 mm çap ve 12 – 120 mm boy aralığında, sarı veya beyaz çinko kaplamalı olarak üretilir.',
    description_en:
      'A sharp point and coarse-pitch thread allow fast assembly in chipboard, MDF and solid wood without pre-drilling. Nibs under the head help the screw countersink cleanly into the material. Produced in diameters 3.0 to 6.0 mm and lengths 12 to 120 mm, yellow or clear zinc plated.',
    description_es:
      'Su punta afilada y su rosca de paso ancho permiten un montaje rápido en aglomerado, MDF y madera maciza sin pretaladro. Los nervios bajo la cabeza facilitan que el tornillo se avellane limpiamente en el material. Se fabrica en diámetros de 3,0 a 6,0 mm y longitudes de 12 a 120 mm, con cincado amarillo o blanco.',
    main_image_url: '/uploads/demo/chipboard-screw-yellow.webp',
    images: [{ image_url: '/uploads/demo/chipboard-screw-zinc.webp' }],
    categoryId: 'cat-screws',
    is_active: true,
    created_at: '2026-01-16T11:20:00.000Z',
    updated_at: '2026-01-16T11:20:00.000Z',
  },
]
