/** The bot's texts in Malay (the keys of ./en.ts). */
import type { BotCatalogue } from './catalogue';

export const messages: BotCatalogue = {
  "language.name": "Bahasa Melayu",
  "start.greeting": "Hai {name}! SendsWin ialah permainan pantas – ganjil atau genap, besar atau kecil, loteri dan nombor bertuah – dengan bayaran dalam USDT dan pendapatan mingguan daripada rakan yang anda jemput. Ketik butang untuk bermain.",
  "button.open": "Buka SendsWin",
  "button.transaction": "Lihat urus niaga",
  "help": "Apa yang boleh saya lakukan:\n/start – buka permainan\n/language – pilih bahasa saya\n/stop – matikan pemberitahuan\n/notify – hidupkan pemberitahuan\n/paysupport – deposit, pengeluaran, bayaran balik dan sokongan\n/help – senarai ini",
  "unknown": "Saya hanya faham arahan. Hantar /help untuk melihatnya, atau ketik butang untuk bermain.",
  "language.choose": "Pilih bahasa anda:",
  "language.set": "Siap: kini saya berbahasa Melayu, begitu juga aplikasinya.",
  "stop.done": "Pemberitahuan dimatikan. Hantar /notify untuk menghidupkannya semula.",
  "notify.done": "Pemberitahuan dihidupkan. Anda boleh mematikan setiap jenis dalam profil di aplikasi.",
  "paysupport": "Deposit: hantar USDT dari dompet anda dalam aplikasi; ia dikreditkan sebaik sahaja rangkaian mengesahkannya.\nPengeluaran: mohon dalam aplikasi; ia dihantar ke dompet anda, biasanya dalam beberapa minit.\nBayaran balik: jika pengeluaran tidak dapat dihantar, jumlahnya kembali sendiri ke baki anda.\nBantuan: tulis kepada {support}.",
  "command.start": "Buka permainan",
  "command.help": "Apa yang boleh dibuat oleh bot",
  "command.language": "Pilih bahasa",
  "command.stop": "Matikan pemberitahuan",
  "command.notify": "Hidupkan pemberitahuan",
  "command.paysupport": "Deposit, pengeluaran dan sokongan",
  "description": "SendsWin: ganjil atau genap, besar atau kecil, loteri dan nombor bertuah, diselesaikan serta-merta dan dibayar dalam USDT. Jemput rakan dan keluarkan bahagian anda daripada permainan mereka setiap minggu. Ketik Mula untuk bermain.",
  "description.short": "Permainan USDT yang pantas dan pendapatan mingguan daripada rakan yang dijemput.",
  "kind.deposit_credited": "Deposit anda sebanyak {amount} USDT sudah masuk ke baki anda.",
  "kind.withdrawal_sent": "Pengeluaran anda sebanyak {amount} USDT telah dihantar ke dompet anda.",
  "kind.withdrawal_refunded": "Pengeluaran anda sebanyak {amount} USDT tidak dapat dihantar; jumlahnya kembali ke baki anda.",
  "kind.referral_earnings_ready": "Minggu lalu rakan anda menjana {amount} USDT untuk anda. Ia sedia untuk dikeluarkan dalam aplikasi.",
  "kind.friend_joined": "{name} menyertai SendsWin melalui pautan anda.",
};
