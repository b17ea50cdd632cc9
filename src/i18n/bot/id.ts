/** The bot's texts in Indonesian (the keys of ./en.ts). */
import type { BotCatalogue } from './catalogue';

export const messages: BotCatalogue = {
  "language.name": "Bahasa Indonesia",
  "start.greeting": "Hai {name}! SendsWin adalah permainan cepat – ganjil atau genap, besar atau kecil, lotre, dan angka keberuntungan – dengan pembayaran dalam USDT dan penghasilan mingguan dari teman yang kamu undang. Ketuk tombol untuk bermain.",
  "button.open": "Buka SendsWin",
  "button.transaction": "Lihat transaksi",
  "help": "Yang bisa saya lakukan:\n/start – membuka permainan\n/language – memilih bahasa saya\n/stop – mematikan notifikasi\n/notify – menyalakan notifikasi\n/paysupport – deposit, penarikan, pengembalian dana, dan dukungan\n/help – daftar ini",
  "unknown": "Saya hanya memahami perintah. Kirim /help untuk melihatnya, atau ketuk tombol untuk bermain.",
  "language.choose": "Pilih bahasamu:",
  "language.set": "Selesai: sekarang saya berbahasa Indonesia, begitu juga aplikasinya.",
  "stop.done": "Notifikasi dimatikan. Kirim /notify untuk menyalakannya lagi.",
  "notify.done": "Notifikasi menyala. Kamu bisa mematikan tiap jenisnya di profil dalam aplikasi.",
  "paysupport": "Deposit: kirim USDT dari dompetmu di aplikasi; saldo bertambah begitu jaringan mengonfirmasinya.\nPenarikan: ajukan di aplikasi; dana dikirim ke dompetmu, biasanya dalam beberapa menit.\nPengembalian dana: jika penarikan tidak bisa dikirim, jumlahnya kembali sendiri ke saldomu.\nBantuan: tulis ke {support}.",
  "command.start": "Buka permainan",
  "command.help": "Yang bisa dilakukan bot",
  "command.language": "Pilih bahasa",
  "command.stop": "Matikan notifikasi",
  "command.notify": "Nyalakan notifikasi",
  "command.paysupport": "Deposit, penarikan, dan dukungan",
  "description": "SendsWin: ganjil atau genap, besar atau kecil, lotre, dan angka keberuntungan, langsung selesai dan dibayar dalam USDT. Undang teman dan tarik bagianmu dari permainan mereka setiap minggu. Ketuk Mulai untuk bermain.",
  "description.short": "Permainan USDT yang cepat dan penghasilan mingguan dari teman yang kamu undang.",
  "kind.deposit_credited": "Deposit {amount} USDT sudah masuk ke saldomu.",
  "kind.withdrawal_sent": "Penarikan {amount} USDT sudah dikirim ke dompetmu.",
  "kind.withdrawal_refunded": "Penarikan {amount} USDT tidak bisa dikirim; jumlahnya sudah kembali ke saldomu.",
  "kind.referral_earnings_ready": "Minggu lalu teman-temanmu menghasilkan {amount} USDT untukmu. Sudah bisa ditarik di aplikasi.",
  "kind.friend_joined": "{name} bergabung dengan SendsWin lewat tautanmu.",
};
