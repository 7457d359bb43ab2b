import type { MailTexts } from '@/capabilities/mail/i18n';

export const tr: MailTexts = {
  greeting: 'Merhaba {{name}},',
  greetingNoName: 'Merhaba,',
  verifyEmail: {
    subject: '{{product}} için e-posta adresini onayla',
    body: '{{product}} uygulamasına hoş geldin! Hesabını oluşturmayı tamamlamak için e-posta adresini onayla.',
    action: 'E-posta adresini onayla',
    footer: 'Bir hesap oluşturmadıysan bu mesajı yok sayabilirsin. Bağlantı 1 saat geçerlidir.',
  },
  changeEmail: {
    subject: '{{product}} için yeni e-posta adresini onayla',
    body: '{{product}} hesabında bu adresi kullanmak istedin. Aşağıdaki bağlantıyla onayla; o zamana kadar hesabın mevcut adresini korur.',
    action: 'Yeni e-posta adresini onayla',
    footer:
      'Bunu sen istemediysen bu mesajı yok say: hiçbir şey değişmez. Bağlantı 1 saat geçerlidir.',
  },
  resetPassword: {
    subject: '{{product}} parolanı sıfırla',
    body: 'Biri {{product}} hesabının parolasını sıfırlamak istedi. Aşağıdaki bağlantıyla yeni bir parola seç.',
    action: 'Yeni bir parola seç',
    footer:
      'Bunu sen istemediysen bu mesajı yok say: parolan olduğu gibi kalır. Bağlantı bir kez, 1 saat boyunca çalışır.',
  },
  signUpAttempt: {
    subject: 'Biri senin adresinle bir {{product}} hesabı oluşturmaya çalıştı',
    body: 'Biri, zaten bir hesabı olan bu e-posta adresiyle yeni bir {{product}} hesabı oluşturmaya çalıştı. Yeni hesap oluşturulmadı.',
    advice:
      'Bu sendiysen hesabına giriş yap; parolanı unuttuysan sıfırlamak için giriş sayfasında "Parolanızı mı unuttunuz?" seçeneğini kullan.',
    action: 'Giriş yap',
    footer: 'Bu sen değilsen bu mesajı yok sayabilirsin: hesabın değişmedi.',
  },
  secondFactorLockout: {
    subject: '{{product}} hesabında yanlış giriş kodları',
    body: 'Biri {{product}} hesabına senin parolanla giriş yaptı, ardından birkaç kez yanlış ikinci adım kodu girdi. Seni korumak için hesabın {{wait}} süreyle kilitlendi: {{until}} tarihine kadar hiçbir kod kabul edilmez.',
    advice:
      'Bu sendiysen bekle ve yeniden dene. Sen değilsen biri parolanı biliyor: parolanı hemen değiştir.',
    action: 'Parolanı değiştir',
    footer: 'Hesabın yanlış kodlar nedeniyle her kilitlendiğinde bu mesajı alırsın.',
  },
  webhookDisabled: {
    subject: '{{product}} hesabındaki bir webhook uç noktası kapatıldı',
    body: {
      one: '{{endpoint}} webhook uç noktana yapılan her teslimat {{count}} saattir başarısız olduğu için onu kapattık ve olaylarını yeniden denemeyi bıraktık.',
      other:
        '{{endpoint}} webhook uç noktana yapılan her teslimat {{count}} saattir başarısız olduğu için onu kapattık ve olaylarını yeniden denemeyi bıraktık.',
    },
    advice:
      'Alıcının çalıştığını ve 2xx durumuyla yanıt verdiğini kontrol et, ardından uç noktayı ayarlarından yeniden aç. Kaçırdığı olayları teslimat günlüğünden yeniden gönderebilirsin.',
    action: 'Webhook ayarlarını aç',
    footer: 'Webhook uç noktalarından biri her kapatıldığında bu mesajı alırsın.',
  },
  exportReady: {
    subject: '{{product}} veri dışa aktarman hazır',
    bodyExport:
      'İstediğin dışa aktarma hazır: sahip olduğun her şeyin bir zip dosyası; yolculukların ve adımların ayrıca tablo olarak, belgelerin Markdown olarak içinde.',
    bodyBackup:
      'Haftalık yedeğin hazır: yolculuklarının, adımlarının, projelerinin, belgelerinin ve görsellerinin bir zip dosyası.',
    until:
      'Bağlantı {{until}} tarihine kadar çalışır. Sonrasında ayarlarından istediğin zaman yeni bir dışa aktarma yapabilirsin.',
    action: 'Verilerini indir',
    footer: 'Bu mesajı hesabının bir dışa aktarması yapıldığı için aldın.',
  },
  signInAlert: {
    subject: '{{product}} hesabına yeni giriş',
    body: '{{product}} hesabına az önce daha önce görülmemiş bir cihazdan giriş yapıldı.',
    device: 'Cihaz: {{device}}',
    place: 'Yer: {{place}}',
    placeWithAddress: 'Yer: {{place}} (adres {{address}})',
    unknownPlace: 'bilinmeyen yer',
    time: 'Zaman: {{time}}',
    advice:
      'Bu sendiysen yapman gereken bir şey yok. Sen değilsen düğmeye dokun: o oturumu sonlandırır, diğer her yerden çıkış yapmanı sağlar ve seni parola değiştirmeye götürür.',
    action: 'Bu ben değildim',
    footer: 'Hesabına yeni bir cihazdan veya tarayıcıdan her giriş yapıldığında bu mesajı alırsın.',
  },
  notification: {
    subjectOne: '{{line}} — {{product}}',
    subjectDaily: {
      one: 'Günün ({{product}}): {{count}} yeni bildirim',
      other: 'Günün ({{product}}): {{count}} yeni bildirim',
    },
    subjectWeekly: {
      one: 'Haftan ({{product}}): {{count}} yeni bildirim',
      other: 'Haftan ({{product}}): {{count}} yeni bildirim',
    },
    action: 'Bildirimlerini aç',
    footerOne: 'Bu e-postayı, ayarlarında bu tür bildirimler için e-posta açık olduğu için aldın.',
    footerDaily: 'Bu özeti, bildirim ayarlarında seçtiğin için günde bir kez alırsın.',
    footerWeekly: 'Bu özeti, bildirim ayarlarında seçtiğin için haftada bir kez alırsın.',
    unsubscribeOne: 'Bunun gibi e-postaları durdur',
    unsubscribeDigest: 'Özeti durdur',
    someone: 'Birisi',
    twoActors: '{{first}} ve {{second}}',
    manyActors: {
      one: '{{first}} ve {{count}} kişi daha',
      other: '{{first}} ve {{count}} kişi daha',
    },
    kinds: {
      newFollower: '{{who}} seni takip etmeye başladı.',
      followRequest: '{{who}} seni takip etmek istiyor.',
      followAccepted: '{{who}} takip isteğini kabul etti.',
      connectionRequest: '{{who}} seninle bağlantı kurmak istiyor.',
      connectionAccepted: '{{who}} bağlantı isteğini kabul etti.',
      cheer: '{{who}} etkinliğini alkışladı.',
      comment: '{{who}} etkinliğine yorum yaptı.',
      mention: '{{who}} senden bahsetti.',
      journeyForked: '{{who}} “{{title}}” yolculuğunu çatalladı.',
      followeeCompletedJourney: '{{who}} “{{title}}” yolculuğunu tamamladı.',
      trialEnding: 'Ücretsiz denemen yakında bitiyor: her şeyi korumak için bir plan seç.',
      newSignIn: 'Hesabına yeni giriş.',
    },
    commentQuote: '{{who}} yorum yaptı: “{{excerpt}}”',
    mentionQuote: '{{who}} senden bahsetti: “{{excerpt}}”',
    newSignInFrom: 'Hesabına {{device}} cihazından yeni giriş.',
  },
  weeklySummary: {
    subject: {
      one: 'Haftan ({{product}}): {{count}} adım tamamlandı',
      other: 'Haftan ({{product}}): {{count}} adım tamamlandı',
    },
    lastWeek: {
      one: 'Geçen hafta {{count}} adım tamamladın (önceki hafta: {{before}}).',
      other: 'Geçen hafta {{count}} adım tamamladın (önceki hafta: {{before}}).',
    },
    streak: 'Mevcut seri: {{current}}; en uzun: {{longest}}.',
    days: { one: '{{count}} gün', other: '{{count}} gün' },
    atRisk: '14 gündür ilerleme olmayanlar: {{titles}}.',
    noneAtRisk: 'Adımı kalan her yolculuk son 14 günde ilerledi.',
    action: 'İçgörülerini gör',
    footer:
      'Bu e-postayı İçgörüler sayfasında açtığın için her hafta alırsın; kapatmak için de oraya git.',
  },
  duration: {
    minutes: { one: '{{count}} dakika', other: '{{count}} dakika' },
    hours: { one: '{{count}} saat', other: '{{count}} saat' },
  },
};
