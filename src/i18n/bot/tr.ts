/** The bot's texts in Turkish (the keys of ./en.ts). */
import type { BotCatalogue } from './catalogue';

export const messages: BotCatalogue = {
  "language.name": "Türkçe",
  "start.greeting": "Merhaba {name}! SendsWin hızlı bir oyun: tek mi çift mi, büyük mü küçük mü, bir piyango ve bir şanslı sayı; USDT ile ödemeler ve davet ettiğin arkadaşlardan haftalık kazanç. Oynamak için düğmeye dokun.",
  "button.open": "SendsWin’i aç",
  "button.transaction": "İşlemi görüntüle",
  "help": "Neler yapabilirim:\n/start – oyunu aç\n/language – dilimi seç\n/stop – bildirimleri kapat\n/notify – bildirimleri aç\n/paysupport – yatırma, çekme, iade ve destek\n/help – bu liste",
  "unknown": "Yalnızca komutları anlıyorum. Görmek için /help gönder ya da oynamak için düğmeye dokun.",
  "language.choose": "Dilini seç:",
  "language.set": "Tamam: artık Türkçe konuşuyorum, uygulama da öyle.",
  "stop.done": "Bildirimler kapalı. Yeniden açmak için /notify gönder.",
  "notify.done": "Bildirimler açık. Her türü uygulamadaki profilinden kapatabilirsin.",
  "paysupport": "Yatırma: uygulamada cüzdanından USDT gönder; ağ onaylar onaylamaz bakiyene eklenir.\nÇekme: uygulamada talep et; genellikle birkaç dakika içinde cüzdanına gönderilir.\nİade: bir çekim gönderilemezse tutar kendiliğinden bakiyene geri döner.\nYardım: {support} adresine yaz.",
  "command.start": "Oyunu aç",
  "command.help": "Botun yapabildikleri",
  "command.language": "Dili seç",
  "command.stop": "Bildirimleri kapat",
  "command.notify": "Bildirimleri aç",
  "command.paysupport": "Yatırma, çekme ve destek",
  "description": "SendsWin: tek mi çift mi, büyük mü küçük mü, bir piyango ve bir şanslı sayı; anında sonuçlanır, USDT ile ödenir. Arkadaşlarını davet et ve her hafta onların oyunundan payını çek. Oynamak için Başlat’a dokun.",
  "description.short": "Hızlı USDT oyunları ve davet ettiğin arkadaşlardan haftalık kazanç.",
  "kind.deposit_credited": "{amount} USDT tutarındaki yatırımın bakiyende.",
  "kind.withdrawal_sent": "{amount} USDT tutarındaki çekimin cüzdanına gönderildi.",
  "kind.withdrawal_refunded": "{amount} USDT tutarındaki çekimin gönderilemedi; tutar bakiyene geri döndü.",
  "kind.referral_earnings_ready": "Arkadaşların geçen hafta sana {amount} USDT kazandırdı. Uygulamada çekmeye hazır.",
  "kind.friend_joined": "{name}, senin bağlantınla SendsWin’e katıldı.",
};
