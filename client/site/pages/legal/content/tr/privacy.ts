import type { LegalDocument } from '../types.ts'

export const document: LegalDocument = {
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
}
