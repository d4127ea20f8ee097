import type { SeedProduct } from './product-lists.ts'

/** Nuts (cat-nuts) and washers (cat-washers). */
export const nutAndWasherProducts: SeedProduct[] = [
  {
    id: 'p-din-934-hex-nut',
    slug: 'din-934-alti-kose-somun',
    name_tr: 'DIN 934 Altı Köşe Somun',
    name_en: 'DIN 934 Hex Nut',
    name_es: 'Tuerca hexagonal DIN 934',
    description_tr:
      'ISO 4032 muadili, standart yükseklikte altı köşe somundur ve 8.8 / 10.9 cıvatalarla uyumlu 8 ve 10 mukavemet sınıflarında üretilir. Ölçü toleransları ve diş kalitesi her partide mastarla kontrol edilir. M3 – M12 aralığında çinko kaplamalı, siyah veya paslanmaz olarak stoktan ya da sipariş üzerine temin edilir.',
    description_en:
      'Standard-height hexagon nut, the counterpart of ISO 4032, produced in property classes 8 and 10 to match 8.8 and 10.9 bolts. Dimensional tolerances and thread quality are checked with gauges in every batch. Available from stock or to order in M3 to M12, zinc plated, black or stainless.',
    description_es:
      'Tuerca hexagonal de altura normal, homóloga de ISO 4032, fabricada en clases 8 y 10 para combinar con tornillos 8.8 y 10.9. Las tolerancias dimensionales y la calidad de la rosca se verifican con calibres en cada lote. Disponible en stock o bajo pedido de M3 a M12, cincada, negra o inoxidable.',
    main_image_url: '/uploads/demo/hex-nut-zinc.webp',
    images: [
      { image_url: '/uploads/demo/hex-nut-black.webp' },
      { image_url: '/uploads/demo/hex-nut-stainless.webp' },
    ],
    categoryId: 'cat-nuts',
    is_active: true,
    created_at: '2026-01-19T09:00:00.000Z',
    updated_at: '2026-02-11T10:10:00.000Z',
  },
  {
    id: 'p-din-985-nylon-lock-nut',
    slug: 'din-985-fiberli-somun',
    name_tr: 'DIN 985 Fiberli Somun',
    name_en: 'DIN 985 Nylon Insert Lock Nut',
    name_es: 'Tuerca autoblocante con anillo de nailon DIN 985',
    description_tr:
      'Üst kısmındaki poliamid (naylon) halka, cıvata dişini sıkıca kavrayarak titreşim altında somunun kendiliğinden gevşemesini önler. ISO 10511 muadili alçak tip bir somundur ve -40 °C ile +120 °C arasında güvenle kullanılabilir. Araç, tarım makinesi ve titreşimli ekipman montajlarında standart çözümdür.',
    description_en:
      'The polyamide (nylon) ring in the top of the nut grips the bolt thread firmly and prevents self-loosening under vibration. A thin-type nut equivalent to ISO 10511, it can be used safely between -40 °C and +120 °C. The standard solution for vehicles, agricultural machinery and vibrating equipment.',
    description_es:
      'El anillo de poliamida (nailon) de la parte superior sujeta firmemente la rosca del tornillo e impide que la tuerca se afloje por vibraciones. Es una tuerca de tipo bajo equivalente a ISO 10511, apta para temperaturas de -40 °C a +120 °C. Es la solución estándar en vehículos, maquinaria agrícola y equipos sometidos a vibraciones.',
    main_image_url: '/uploads/demo/lock-nut-zinc.webp',
    images: [{ image_url: '/uploads/demo/lock-nut-stainless.webp' }],
    categoryId: 'cat-nuts',
    is_active: true,
    created_at: '2026-01-19T09:20:00.000Z',
    updated_at: '2026-02-06T14:00:00.000Z',
  },
  {
    id: 'p-din-6923-flange-nut',
    slug: 'din-6923-flansli-somun',
    name_tr: 'DIN 6923 Flanşlı Somun',
    name_en: 'DIN 6923 Hex Flange Nut',
    name_es: 'Tuerca hexagonal con brida DIN 6923',
    description_tr:
      'Entegre flanşı sayesinde ayrı bir pul kullanmadan yükü geniş bir yüzeye dağıtır; büyük veya oval deliklerde dahi güvenli oturma sağlar. Tırtıllı versiyonu ek kilitleme etkisiyle titreşimli ortamlarda gevşemeye karşı direnç sunar. DIN 6923 ölçülerinde M5 – M12 aralığında, 8 ve 10 sınıfında üretilir (DIN 6923’ün yerini DIN EN 1661 almıştır; EN 1661’in ölçüleri farklıdır).',
    description_en:
      'The integrated flange spreads the load over a large area without a separate washer and seats securely even over oversized or slotted holes. The serrated version adds a locking effect that resists loosening in vibrating environments. Made to the DIN 6923 dimensions in M5 to M12, property classes 8 and 10 (DIN 6923 was replaced by DIN EN 1661, whose dimensions differ).',
    description_es:
      'Su brida integrada reparte la carga sobre una gran superficie sin arandela adicional y asienta con seguridad incluso sobre agujeros grandes o rasgados. La versión dentada añade un efecto de bloqueo que resiste el aflojamiento en entornos con vibraciones. Se fabrica con las medidas de DIN 6923 de M5 a M12, en clases 8 y 10 (DIN 6923 fue sustituida por DIN EN 1661, cuyas medidas difieren).',
    main_image_url: '/uploads/demo/flange-nut-zinc.webp',
    images: [{ image_url: '/uploads/demo/flange-nut-black.webp' }],
    categoryId: 'cat-nuts',
    is_active: true,
    created_at: '2026-01-19T09:40:00.000Z',
    updated_at: '2026-01-27T08:50:00.000Z',
  },
  {
    id: 'p-din-1587-cap-nut',
    slug: 'din-1587-bombeli-kor-somun',
    name_tr: 'DIN 1587 Bombeli Kör Somun',
    name_en: 'DIN 1587 Domed Cap Nut',
    name_es: 'Tuerca ciega abombada DIN 1587',
    description_tr:
      'Kapalı ve bombeli başı cıvata ucunu örterek düzgün bir görünüm sağlar, açıkta kalan diş uçlarından kaynaklanan yaralanma ve takılma riskini ortadan kaldırır. Aynı zamanda dişleri nem ve kire karşı korur. M4 – M12 aralığında paslanmaz A2 ve çinko kaplamalı çelik olarak üretilir.',
    description_en:
      'The closed, domed top covers the bolt end, giving a neat appearance and removing the risk of injury or snagging on exposed thread ends. It also protects the thread from moisture and dirt. Produced in stainless A2 and zinc-plated steel in M4 to M12.',
    description_es:
      'La cabeza cerrada y abombada cubre el extremo del tornillo, ofrece un aspecto cuidado y elimina el riesgo de lesiones o enganches con las puntas de rosca expuestas. Además, protege la rosca de la humedad y la suciedad. Se fabrica en inoxidable A2 y en acero cincado de M4 a M12.',
    main_image_url: '/uploads/demo/cap-nut-stainless.webp',
    images: [{ image_url: '/uploads/demo/cap-nut-zinc.webp' }],
    categoryId: 'cat-nuts',
    is_active: true,
    created_at: '2026-01-20T10:00:00.000Z',
    updated_at: '2026-02-04T16:30:00.000Z',
  },
  {
    id: 'p-din-929-weld-nut',
    slug: 'din-929-alti-kose-kaynak-somunu',
    name_tr: 'DIN 929 Altı Köşe Kaynak Somunu',
    name_en: 'DIN 929 Hexagon Weld Nut',
    name_es: 'Tuerca hexagonal para soldar DIN 929',
    description_tr:
      'Alt yüzündeki üç kaynak çıkıntısı sayesinde projeksiyon kaynağıyla ince saca kalıcı ve hizalı şekilde sabitlenir ve sacda dişli bir bağlantı noktası oluşturur. Kaynak kabiliyeti yüksek, düşük karbonlu çelikten kaplamasız (siyah) ya da talep üzerine çinko kaplamalı olarak üretilir. M5, M6 ve M10 ölçülerinde otomotiv gövde ve şasi parçaları için seri olarak tedarik edilir.',
    description_en:
      'Three weld projections on the underside allow the nut to be fixed permanently and in line on thin sheet by projection welding, creating a threaded anchor point in the sheet. Made from low-carbon steel with good weldability, uncoated (black) or zinc plated on request. Supplied in series in M5, M6 and M10 for automotive body and chassis parts.',
    description_es:
      'Los tres resaltes de soldadura de la cara inferior permiten fijar la tuerca de forma permanente y alineada sobre chapa fina mediante soldadura por proyección, creando un punto de anclaje roscado en la chapa. Se fabrica en acero de bajo carbono con buena soldabilidad, sin recubrimiento (negro) o cincado bajo pedido. Se suministra en serie en M5, M6 y M10 para piezas de carrocería y chasis de automoción.',
    main_image_url: '/uploads/demo/weld-nut-black.webp',
    images: [{ image_url: '/uploads/demo/weld-nut-zinc.webp' }],
    categoryId: 'cat-nuts',
    is_active: true,
    created_at: '2026-01-20T10:20:00.000Z',
    updated_at: '2026-02-13T09:45:00.000Z',
  },
  {
    id: 'p-din-125-flat-washer',
    slug: 'din-125-duz-pul',
    name_tr: 'DIN 125 Düz Pul',
    name_en: 'DIN 125 Flat Washer',
    name_es: 'Arandela plana DIN 125',
    description_tr:
      'ISO 7089 muadili düz pul, cıvata başı veya somun altındaki yükü dağıtarak bağlantı yüzeyini ezilme ve çizilmeye karşı korur. 140 HV sertlikte, 8.8 ve 10.9 cıvatalarla birlikte kullanım için ise 200 HV ve 300 HV sertlik sınıflarında üretilir. M3 – M12 cıvatalara uygun iç çaplarda çinko kaplamalı ve paslanmaz olarak sunulur.',
    description_en:
      'Flat washer equivalent to ISO 7089 that spreads the load under the bolt head or nut and protects the joint surface from indentation and scratching. Produced in hardness class 140 HV, and in 200 HV and 300 HV for use with 8.8 and 10.9 bolts. Available for M3 to M12 bolts, zinc plated or stainless.',
    description_es:
      'Arandela plana equivalente a ISO 7089 que reparte la carga bajo la cabeza del tornillo o la tuerca y protege la superficie de la unión contra marcas y arañazos. Se fabrica en dureza 140 HV, y en 200 HV y 300 HV para su uso con tornillos 8.8 y 10.9. Disponible para tornillos de M3 a M12, cincada o inoxidable.',
    main_image_url: '/uploads/demo/flat-washer-zinc.webp',
    images: [{ image_url: '/uploads/demo/flat-washer-stainless.webp' }],
    categoryId: 'cat-washers',
    is_active: true,
    created_at: '2026-01-21T08:30:00.000Z',
    updated_at: '2026-02-01T11:35:00.000Z',
  },
  {
    id: 'p-din-127-spring-washer',
    slug: 'din-127-yayli-pul',
    name_tr: 'DIN 127 Yaylı Pul',
    name_en: 'DIN 127 Spring Lock Washer',
    name_es: 'Arandela elástica Grower DIN 127',
    description_tr:
      'Yarıklı ve helisel formdaki yaylı pul (grover), sıkma sırasında sıkışarak bağlantıda sürekli bir eksenel ön yük oluşturur. Yay çeliğinden üretilip ısıl işlemle sertleştirilir; B tipi (düz uçlu) olarak M3 – M12 cıvatalar için sunulur. Elektrik bağlantıları, pano montajları ve genel makine uygulamalarında kullanılır.',
    description_en:
      'This split helical spring washer is compressed on tightening and maintains a constant axial preload in the joint. Made from spring steel and hardened by heat treatment, it is supplied as type B (flat ends) for M3 to M12 bolts. Used in electrical connections, switchboard assemblies and general machinery.',
    description_es:
      'Esta arandela elástica partida de forma helicoidal se comprime al apretar y mantiene una precarga axial constante en la unión. Fabricada en acero para muelles y templada mediante tratamiento térmico, se suministra en tipo B (extremos planos) para tornillos de M3 a M12. Se utiliza en conexiones eléctricas, cuadros eléctricos y maquinaria en general.',
    main_image_url: '/uploads/demo/spring-washer-zinc.webp',
    images: [{ image_url: '/uploads/demo/spring-washer-black.webp' }],
    categoryId: 'cat-washers',
    is_active: true,
    created_at: '2026-01-21T08:45:00.000Z',
    updated_at: '2026-01-21T08:45:00.000Z',
  },
  {
    id: 'p-din-9021-fender-washer',
    slug: 'din-9021-genis-pul',
    name_tr: 'DIN 9021 Geniş Pul',
    name_en: 'DIN 9021 Large Flat Washer',
    name_es: 'Arandela plana ancha DIN 9021',
    description_tr:
      'Dış çapı cıvata çapının yaklaşık üç katı olan geniş pul (ISO 7093), yumuşak veya ince malzemelerde yükü geniş bir alana yayarak baskı izini ve yırtılmayı önler. Büyük ve oval deliklerin kapatılmasında da kullanılır. M3 – M10 cıvatalar için çinko kaplamalı ve paslanmaz olarak üretilir.',
    description_en:
      'With an outer diameter about three times the bolt diameter, this large washer (ISO 7093) spreads the load over soft or thin materials and prevents indentation and tearing. It is also used to bridge oversized and slotted holes. Produced for M3 to M10 bolts, zinc plated or stainless.',
    description_es:
      'Con un diámetro exterior de aproximadamente tres veces el del tornillo, esta arandela ancha (ISO 7093) reparte la carga sobre materiales blandos o delgados y evita marcas y desgarros. También se utiliza para cubrir agujeros grandes o rasgados. Se fabrica para tornillos de M3 a M10, cincada o inoxidable.',
    main_image_url: '/uploads/demo/fender-washer-zinc.webp',
    images: [{ image_url: '/uploads/demo/fender-washer-stainless.webp' }],
    categoryId: 'cat-washers',
    is_active: true,
    created_at: '2026-01-21T09:00:00.000Z',
    updated_at: '2026-02-08T13:20:00.000Z',
  },
  {
    // The one inactive product of the demo data: shows how the site hides a passive record.
    id: 'p-din-7349-heavy-washer',
    slug: 'din-7349-kalin-pul',
    name_tr: 'DIN 7349 Kalın Pul',
    name_en: 'DIN 7349 Heavy Washer',
    name_es: 'Arandela gruesa DIN 7349',
    description_tr:
      'Standart düz pula göre belirgin şekilde kalın olan bu pul, yüksek yüklü ve ağır darbelere maruz kalan bağlantılarda pulun eğilmesini ve çökmesini önler. Ağır makine, çelik yapı ve pres kalıbı uygulamalarında tercih edilir. M6 – M12 cıvatalar için çinko kaplamalı ve siyah olarak üretilir.',
    description_en:
      'Noticeably thicker than a standard flat washer, this washer prevents bending and collapse in highly loaded joints and those exposed to heavy shocks. It is preferred in heavy machinery, steel structures and press tooling. Produced for M6 to M12 bolts, zinc plated or black.',
    description_es:
      'Notablemente más gruesa que una arandela plana estándar, evita la flexión y el hundimiento en uniones muy cargadas o sometidas a fuertes impactos. Es la opción preferida en maquinaria pesada, estructuras metálicas y utillajes de prensa. Se fabrica para tornillos de M6 a M12, cincada o negra.',
    main_image_url: '/uploads/demo/flat-washer-black.webp',
    images: [{ image_url: '/uploads/demo/flat-washer-zinc.webp' }],
    categoryId: 'cat-washers',
    is_active: false,
    created_at: '2026-01-22T15:00:00.000Z',
    updated_at: '2026-02-16T17:05:00.000Z',
  },
]
