import type { LegalContent } from './types.ts'

export const content: LegalContent = {
  privacy: {
    lead: [
      '{company} olarak web sitemizi ziyaret eden ve bizimle iletişime geçen kişilerin gizliliğine önem veriyoruz. Bu politika, web sitemiz üzerinden hangi bilgileri topladığımızı, bu bilgileri nasıl kullandığımızı, sakladığımızı ve koruduğumuzu açıklar.',
    ],
    sections: [
      {
        id: 'kapsam',
        title: '1. Kapsam ve veri sorumlusu',
        body: [
          'Bu Gizlilik Politikası, {company} tarafından işletilen bu web sitesinin ve sitedeki iletişim ile teklif formlarının kullanımı sırasında toplanan bilgileri kapsar. Kişisel verileriniz bakımından veri sorumlusu {company} şirketidir.',
          'Kişisel verilerinizin 6698 sayılı Kişisel Verilerin Korunması Kanunu kapsamında işlenmesine ilişkin ayrıntılı bilgi {kvkk} içinde yer almaktadır.',
        ],
      },
      {
        id: 'toplanan-bilgiler',
        title: '2. Topladığımız bilgiler',
        body: [
          'Web sitemizi yalnızca incelemek için herhangi bir form doldurmanız veya hesap oluşturmanız gerekmez. Bilgilerinizi yalnızca siz bize ilettiğinizde ve aşağıdaki durumlarda topluyoruz:',
          {
            list: [
              'İletişim formu: ad soyad, e-posta adresi, firma adı, telefon numarası, konu ve mesajınız.',
              'Teklif formu: ad soyad, e-posta adresi, firma adı, telefon numarası, ürün türü, miktar, teknik özellikler, kullanım alanı, istenen teslim süresi ve ek açıklamalarınız.',
              'Dosya ekleri: formlara eklediğiniz teknik resim, şartname, fotoğraf ve belgeler (en fazla 5 dosya, her biri en fazla 10 MB; PDF, JPG, PNG, GIF, DOC ve DOCX).',
              'Teknik bilgiler: sitemize eriştiğinizde sunucularımız tarafından otomatik olarak kaydedilen IP adresi, tarih ve saat, talep edilen sayfa ile tarayıcı bilgisi.',
            ],
          },
          'Formlar aracılığıyla özel nitelikli kişisel veri (sağlık, din, biyometrik veri vb.) talep etmiyoruz. Lütfen mesajlarınızda ve eklerinizde bu tür bilgilere yer vermeyin.',
        ],
      },
      {
        id: 'kullanim-amaclari',
        title: '3. Bilgileri hangi amaçlarla kullanıyoruz',
        body: [
          {
            list: [
              'İletişim ve teklif taleplerinizi değerlendirmek, size yanıt vermek ve fiyat teklifi hazırlamak,',
              'Teknik resim ve şartnamelerinizi inceleyerek üretilebilirlik, malzeme ve süreç önerileri sunmak,',
              'Bir sipariş söz konusu olduğunda sözleşme öncesi ve sözleşme süreçlerini yürütmek,',
              'Web sitemizin güvenliğini sağlamak, kötüye kullanımı ve saldırıları önlemek,',
              'Yasal yükümlülüklerimizi yerine getirmek ve olası uyuşmazlıklarda haklarımızı korumak.',
            ],
          },
          'Bilgilerinizi sizin onayınız olmadan pazarlama amacıyla kullanmıyor, üçüncü kişilere satmıyor veya kiralamıyoruz.',
        ],
      },
      {
        id: 'form-isleme',
        title: '4. Form gönderimleri nasıl işlenir',
        body: [
          'Gönderdiğiniz form ve ekleri sunucularımızda güvenli bir şekilde kaydedilir ve ilgili satış ve teknik ekibimizin değerlendirmesi için şirketimizin e-posta adresine iletilir. Ekler web sitesinde herkese açık bir alanda yayımlanmaz ve yalnızca yetkili çalışanlarımız tarafından görüntülenebilir.',
          'E-posta iletiminin geçici olarak mümkün olmadığı durumlarda talebiniz kaybolmaz; kayıtlı olarak bekletilir ve iletim yeniden denenir.',
        ],
      },
      {
        id: 'cerezler',
        title: '5. Çerezler ve üçüncü taraf içerikleri',
        body: [
          'Web sitemiz reklam veya ziyaretçi takibi amaçlı çerez kullanmaz. Yalnızca tercih ettiğiniz dili bir sonraki ziyaretinizde hatırlamak için “lang” adlı, bir yıl süreli bir tercih çerezi kaydedilir. Bu çerez kişisel veri içermez ve tarayıcı ayarlarınızdan silinebilir.',
          'İletişim sayfamızda konumumuzu göstermek için OpenStreetMap harita hizmeti gömülü olarak yer alır. Bu sayfayı açtığınızda tarayıcınız harita içeriğini doğrudan OpenStreetMap sunucularından yükler; bu sırada IP adresiniz ilgili hizmet sağlayıcı tarafından, kendi gizlilik koşulları çerçevesinde işlenebilir.',
        ],
      },
      {
        id: 'paylasim',
        title: '6. Bilgilerin paylaşılması',
        body: [
          'Bilgilerinizi yalnızca aşağıdaki durumlarda ve amaçla sınırlı olarak paylaşırız:',
          {
            list: [
              'Web sitemizin barındırıldığı sunucu ve e-posta hizmetlerini sağlayan iş ortaklarımızla, yalnızca bu hizmetlerin sunulması için,',
              'Teklif veya sipariş kapsamında ısıl işlem, kaplama gibi fason süreçler gerektiğinde, yalnızca gerekli teknik bilgiler ve mümkün olduğunca kişisel veri içermeyecek şekilde tedarikçilerimizle,',
              'Mevzuat gereği talep edilmesi halinde yetkili kamu kurum ve kuruluşları ile yargı mercileriyle.',
            ],
          },
        ],
      },
      {
        id: 'saklama',
        title: '7. Saklama süresi',
        body: [
          'İletişim ve teklif talepleriniz ile ekleri, talebin sonuçlandırılması ve olası takip yazışmaları için gerekli süre boyunca saklanır. Talebiniz bir ticari ilişkiye dönüşürse ilgili kayıtlar Türk Ticaret Kanunu ve vergi mevzuatında öngörülen süreler boyunca muhafaza edilir. Saklama süresi sona eren veriler silinir, yok edilir veya anonim hale getirilir.',
        ],
      },
      {
        id: 'guvenlik',
        title: '8. Güvenlik',
        body: [
          'Bilgilerinizi yetkisiz erişime, kayba ve değiştirilmeye karşı korumak için şifreli bağlantı (HTTPS), erişim yetkilendirmesi, yüklenen dosyaların türü ve boyutu için denetim ile düzenli yedekleme gibi teknik ve idari tedbirler uyguluyoruz. Bununla birlikte internet üzerinden yapılan hiçbir iletimin tamamen güvenli olduğu garanti edilemez; gizli bilgiler içeren belgeleri iletmeden önce bizimle iletişime geçebilirsiniz.',
        ],
      },
      {
        id: 'haklariniz',
        title: '9. Haklarınız',
        body: [
          'Kişisel verilerinizin işlenip işlenmediğini öğrenme, düzeltilmesini veya silinmesini isteme gibi haklarınızı ve bunları nasıl kullanabileceğinizi {kvkk} içinde bulabilirsiniz. Avrupa Ekonomik Alanı’ndan bizimle iletişime geçen ziyaretçilerimizin Genel Veri Koruma Tüzüğü’nden (GDPR) doğan haklarına ilişkin talepleri de aynı kanallardan karşılanır.',
        ],
      },
      {
        id: 'degisiklikler',
        title: '10. Politikadaki değişiklikler',
        body: [
          'Bu politikayı hizmetlerimizdeki veya mevzuattaki değişikliklere göre güncelleyebiliriz. Güncel metin her zaman bu sayfada, son güncelleme tarihiyle birlikte yayımlanır.',
        ],
      },
      {
        id: 'iletisim',
        title: '11. İletişim',
        body: [
          'Bu politika veya kişisel verilerinizle ilgili her türlü soru ve talebiniz için bize {email} adresinden ulaşabilirsiniz.',
          'Posta adresimiz: {address}',
        ],
      },
    ],
  },
  terms: {
    lead: [
      'Bu web sitesi {company} tarafından işletilmektedir. Siteyi ziyaret ederek veya sitedeki formları kullanarak aşağıdaki kullanım koşullarını kabul etmiş sayılırsınız. Koşulları kabul etmiyorsanız lütfen siteyi kullanmayınız.',
    ],
    sections: [
      {
        id: 'hizmet',
        title: '1. Sitenin amacı',
        body: [
          'Web sitemiz; şirketimizi, üretim kabiliyetlerimizi, ürün gruplarımızı ve ürün kataloğumuzu tanıtmak ve ziyaretçilerimizin bize iletişim ve teklif taleplerini iletebilmesini sağlamak amacıyla sunulmaktadır. Sitede doğrudan satış yapılmaz ve üyelik sistemi bulunmaz.',
        ],
      },
      {
        id: 'urun-bilgileri',
        title: '2. Ürün bilgileri ve teknik veriler',
        body: [
          'Sitede ve katalogda yer alan ölçüler, standartlar, malzeme ve yüzey kaplama bilgileri genel bilgilendirme amaçlıdır ve özenle hazırlanmıştır. Ürün görselleri temsilidir; renk, yüzey ve oranlar gerçek üründen farklı olabilir.',
          'Bir ürünün belirli bir uygulamaya uygunluğu, kullanıcının kendi teknik değerlendirmesine bağlıdır. Bağlayıcı teknik özellikler yalnızca tarafımızca yazılı olarak verilen teklif, onaylı teknik resim veya sipariş onayında belirtilen özelliklerdir.',
        ],
      },
      {
        id: 'teklif-talepleri',
        title: '3. İletişim ve teklif talepleri',
        body: [
          'Formlar aracılığıyla ilettiğiniz talepler bağlayıcı bir sipariş veya teklif niteliği taşımaz. Fiyat, miktar ve teslim süresine ilişkin bağlayıcı koşullar, talebiniz değerlendirildikten sonra tarafımızca yazılı olarak iletilen teklifte yer alır. Teklif taleplerine genellikle 24 saat içinde dönüş yapmayı hedefliyoruz.',
        ],
      },
      {
        id: 'kullanici-yukumlulukleri',
        title: '4. Kullanıcının yükümlülükleri',
        body: [
          'Siteyi kullanırken aşağıdaki kurallara uymayı kabul edersiniz:',
          {
            list: [
              'Formlarda doğru, güncel ve size ait bilgiler vermek,',
              'Yalnızca paylaşma hakkına sahip olduğunuz teknik resim, belge ve dosyaları yüklemek,',
              'Zararlı yazılım, virüs veya sitenin işleyişini bozabilecek içerik göndermemek,',
              'Siteyi hukuka aykırı, yanıltıcı veya üçüncü kişilerin haklarını ihlal eden amaçlarla kullanmamak,',
              'Sitenin güvenliğini aşmaya, otomatik araçlarla aşırı yük oluşturmaya veya içerikleri toplu olarak kopyalamaya çalışmamak.',
            ],
          },
        ],
      },
      {
        id: 'yuklenen-dosyalar',
        title: '5. Yüklenen dosyalar ve gizlilik',
        body: [
          'Formlara eklediğiniz teknik resim ve belgeler üzerindeki tüm haklar size veya ilgili hak sahibine aittir. Bu dosyaları yalnızca talebinizi değerlendirmek, teklif hazırlamak ve sipariş halinde üretimi gerçekleştirmek amacıyla kullanır, gizli tutar ve bu amaçlar dışında üçüncü kişilerle paylaşmayız. Dosyalarınızın nasıl saklandığına ilişkin ayrıntılar {privacy} içinde yer almaktadır.',
        ],
      },
      {
        id: 'fikri-mulkiyet',
        title: '6. Fikri mülkiyet',
        body: [
          'Sitede yer alan metinler, görseller, logolar, katalog ve diğer tüm içerikler {company} şirketine veya lisans verenlerine aittir ve fikri mülkiyet mevzuatı ile korunur. İçerikler kişisel bilgilendirme ve ticari ilişkimizin değerlendirilmesi amacıyla görüntülenebilir, katalog indirilebilir; ancak önceden yazılı iznimiz olmadan çoğaltılamaz, değiştirilemez veya başka amaçlarla yayımlanamaz.',
        ],
      },
      {
        id: 'baglantilar',
        title: '7. Üçüncü taraf bağlantıları',
        body: [
          'Sitemiz sosyal medya hesaplarımıza ve harita hizmeti gibi üçüncü taraf sitelere bağlantılar içerebilir. Bu sitelerin içeriklerinden ve gizlilik uygulamalarından ilgili site işletenleri sorumludur.',
        ],
      },
      {
        id: 'sorumluluk',
        title: '8. Sorumluluğun sınırlandırılması',
        body: [
          'Sitenin kesintisiz ve hatasız çalışması için makul özeni gösteririz; ancak teknik arızalar, bakım çalışmaları veya kontrolümüz dışındaki nedenlerle yaşanabilecek kesintilerden ve sitedeki genel bilgilerin doğrudan kullanılmasından doğabilecek zararlardan, kanunen izin verilen azami ölçüde sorumlu tutulamayız. Kasıt ve ağır ihmalden doğan sorumluluğumuz saklıdır.',
        ],
      },
      {
        id: 'degisiklikler',
        title: '9. Değişiklikler',
        body: [
          'Bu kullanım koşullarını ve site içeriklerini önceden bildirimde bulunmaksızın güncelleyebiliriz. Güncel koşullar bu sayfada yayımlandığı andan itibaren geçerlidir.',
        ],
      },
      {
        id: 'hukuk',
        title: '10. Uygulanacak hukuk ve yetkili mahkeme',
        body: [
          'Bu koşullar Türkiye Cumhuriyeti hukukuna tabidir. Uyuşmazlıkların çözümünde İstanbul Mahkemeleri ve İcra Daireleri yetkilidir.',
        ],
      },
      {
        id: 'iletisim',
        title: '11. İletişim',
        body: ['Kullanım koşullarıyla ilgili sorularınız için bize {email} adresinden ulaşabilirsiniz.'],
      },
    ],
  },
  kvkk: {
    lead: [
      '6698 sayılı Kişisel Verilerin Korunması Kanunu (“KVKK”) ve Aydınlatma Yükümlülüğünün Yerine Getirilmesinde Uyulacak Usul ve Esaslar Hakkında Tebliğ uyarınca, veri sorumlusu sıfatıyla {company} olarak, web sitemiz aracılığıyla elde edilen kişisel verileriniz hakkında sizi bilgilendirmek isteriz.',
    ],
    sections: [
      {
        id: 'veri-sorumlusu',
        title: '1. Veri sorumlusu',
        body: [
          {
            list: ['Unvan: {company}', 'Adres: {address}', 'E-posta: {email}'],
          },
        ],
      },
      {
        id: 'islenen-veriler',
        title: '2. İşlenen kişisel veriler',
        body: [
          'Web sitemizdeki iletişim ve teklif formları ile site kullanımınız sırasında aşağıdaki kişisel veri kategorileri işlenmektedir:',
          {
            list: [
              'Kimlik bilgileri: ad ve soyad.',
              'İletişim bilgileri: e-posta adresi ve telefon numarası.',
              'Müşteri işlem bilgileri: firma adı, mesaj konusu ve içeriği, talep edilen ürün türü, miktar, teknik özellikler, kullanım alanı, teslim süresi ve ek açıklamalar.',
              'Yüklenen belgeler: teknik resim, şartname, fotoğraf ve benzeri dosyalar ile bu dosyalarda yer alabilecek kişisel veriler.',
              'İşlem güvenliği bilgileri: IP adresi, erişim tarihi ve saati, tarayıcı bilgisi ve sunucu kayıtları.',
            ],
          },
          'Özel nitelikli kişisel verilerinizi talep etmiyoruz; lütfen form ve eklerinizde bu tür verilere yer vermeyiniz.',
        ],
      },
      {
        id: 'isleme-amaclari',
        title: '3. Kişisel verilerin işlenme amaçları',
        body: [
          {
            list: [
              'İletişim ve teklif taleplerinin alınması, değerlendirilmesi ve yanıtlanması,',
              'Fiyat teklifi hazırlanması ve teknik resimlerin üretilebilirlik açısından incelenmesi,',
              'Sözleşmenin kurulması ve ifasına yönelik süreçlerin yürütülmesi,',
              'Müşteri ilişkilerinin ve iş süreçlerinin yönetimi,',
              'Bilgi güvenliği süreçlerinin yürütülmesi, web sitesinin kötüye kullanımının önlenmesi,',
              'Mevzuattan kaynaklanan yükümlülüklerin yerine getirilmesi ve yetkili kurumlara bilgi verilmesi,',
              'Olası uyuşmazlıklarda hakların tesisi, kullanılması ve korunması.',
            ],
          },
        ],
      },
      {
        id: 'toplama-yontemi',
        title: '4. Toplama yöntemi ve hukuki sebepler',
        body: [
          'Kişisel verileriniz, web sitemizdeki formlar aracılığıyla tarafınızca iletilmesi ve site kullanımı sırasında sunucularımızca otomatik olarak kaydedilmesi yoluyla elektronik ortamda toplanmaktadır. Gönderdiğiniz formlar ve ekleri sunucularımızda saklanır ve değerlendirilmek üzere şirketimizin e-posta adresine iletilir.',
          'Bu veriler KVKK’nın 5. maddesinin 2. fıkrasında yer alan aşağıdaki hukuki sebeplere dayanılarak işlenir:',
          {
            list: [
              '(c) Bir sözleşmenin kurulması veya ifasıyla doğrudan doğruya ilgili olması kaydıyla, sözleşmenin taraflarına ait kişisel verilerin işlenmesinin gerekli olması,',
              '(ç) Veri sorumlusunun hukuki yükümlülüğünü yerine getirebilmesi için zorunlu olması,',
              '(e) Bir hakkın tesisi, kullanılması veya korunması için veri işlemenin zorunlu olması,',
              '(f) İlgili kişinin temel hak ve özgürlüklerine zarar vermemek kaydıyla, veri sorumlusunun meşru menfaatleri için veri işlenmesinin zorunlu olması.',
            ],
          },
        ],
      },
      {
        id: 'aktarim',
        title: '5. Kişisel verilerin aktarılması',
        body: [
          'Kişisel verileriniz, yukarıdaki amaçlarla sınırlı olarak ve KVKK’nın 8. ve 9. maddelerine uygun şekilde aşağıdaki alıcı gruplarına aktarılabilir:',
          {
            list: [
              'Web sitesi barındırma ve e-posta hizmeti aldığımız tedarikçiler (hizmet sağlayıcının sunucularının yurt dışında bulunması halinde KVKK’nın 9. maddesinde öngörülen güvencelere uygun olarak),',
              'Teklif veya sipariş kapsamında ısıl işlem ve kaplama gibi fason hizmet aldığımız tedarikçiler (yalnızca gerekli teknik bilgilerle sınırlı olarak),',
              'Hukuki ve mali danışmanlarımız,',
              'Talep halinde, yetkili kamu kurum ve kuruluşları ile yargı mercileri.',
            ],
          },
        ],
      },
      {
        id: 'saklama-suresi',
        title: '6. Saklama süresi',
        body: [
          'Kişisel verileriniz, işlenme amacının gerektirdiği süre ve ilgili mevzuatta öngörülen zamanaşımı ve saklama süreleri boyunca muhafaza edilir. Bu sürelerin sona ermesiyle birlikte verileriniz, Kişisel Verilerin Silinmesi, Yok Edilmesi veya Anonim Hale Getirilmesi Hakkında Yönetmelik uyarınca silinir, yok edilir veya anonim hale getirilir.',
        ],
      },
      {
        id: 'haklariniz',
        title: '7. İlgili kişi olarak haklarınız',
        body: [
          'KVKK’nın 11. maddesi uyarınca veri sorumlusuna başvurarak aşağıdaki haklarınızı kullanabilirsiniz:',
          {
            list: [
              'Kişisel verilerinizin işlenip işlenmediğini öğrenme,',
              'Kişisel verileriniz işlenmişse buna ilişkin bilgi talep etme,',
              'Kişisel verilerinizin işlenme amacını ve bunların amacına uygun kullanılıp kullanılmadığını öğrenme,',
              'Yurt içinde veya yurt dışında kişisel verilerinizin aktarıldığı üçüncü kişileri bilme,',
              'Kişisel verilerinizin eksik veya yanlış işlenmiş olması halinde bunların düzeltilmesini isteme,',
              'KVKK’nın 7. maddesinde öngörülen şartlar çerçevesinde kişisel verilerinizin silinmesini veya yok edilmesini isteme,',
              'Düzeltme, silme veya yok etme işlemlerinin, kişisel verilerinizin aktarıldığı üçüncü kişilere bildirilmesini isteme,',
              'İşlenen verilerin münhasıran otomatik sistemler vasıtasıyla analiz edilmesi suretiyle aleyhinize bir sonucun ortaya çıkmasına itiraz etme,',
              'Kişisel verilerinizin kanuna aykırı olarak işlenmesi sebebiyle zarara uğramanız halinde zararın giderilmesini talep etme.',
            ],
          },
        ],
      },
      {
        id: 'basvuru',
        title: '8. Başvuru yöntemi',
        body: [
          'Haklarınıza ilişkin taleplerinizi, Veri Sorumlusuna Başvuru Usul ve Esasları Hakkında Tebliğ’e uygun olarak kimliğinizi tespit edici bilgilerle birlikte yazılı olarak posta yoluyla veya sistemimizde kayıtlı e-posta adresinizden bize iletebilirsiniz:',
          { list: ['Posta: {address}', 'E-posta: {email}'] },
          'Başvurularınız, talebin niteliğine göre en kısa sürede ve en geç otuz gün içinde ücretsiz olarak sonuçlandırılır. İşlemin ayrıca bir maliyet gerektirmesi halinde Kişisel Verileri Koruma Kurulu tarafından belirlenen tarifedeki ücret alınabilir.',
        ],
      },
    ],
  },
}
