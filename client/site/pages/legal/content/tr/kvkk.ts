import type { LegalDocument } from '../types.ts'

export const document: LegalDocument = {
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
}
