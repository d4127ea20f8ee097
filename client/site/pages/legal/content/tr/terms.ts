import type { LegalDocument } from '../types.ts'

export const document: LegalDocument = {
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
}
