/** The bot's texts in Italian (the keys of ./en.ts). */
import type { BotCatalogue } from './catalogue';

export const messages: BotCatalogue = {
  "language.name": "Italiano",
  "start.greeting": "Ciao {name}! SendsWin è un gioco veloce – pari o dispari, grande o piccolo, una lotteria e un numero fortunato – con vincite in USDT e guadagni settimanali dagli amici che inviti. Tocca il pulsante per giocare.",
  "button.open": "Apri SendsWin",
  "button.transaction": "Vedi la transazione",
  "help": "Cosa so fare:\n/start – aprire il gioco\n/language – scegliere la mia lingua\n/stop – disattivare le notifiche\n/notify – attivare le notifiche\n/paysupport – depositi, prelievi, rimborsi e assistenza\n/help – questo elenco",
  "unknown": "Capisco solo i comandi. Invia /help per vederli, oppure tocca il pulsante per giocare.",
  "language.choose": "Scegli la tua lingua:",
  "language.set": "Fatto: ora parlo italiano, e anche l’app.",
  "stop.done": "Le notifiche sono disattivate. Invia /notify per riattivarle.",
  "notify.done": "Le notifiche sono attive. Puoi disattivare ogni tipo nel tuo profilo nell’app.",
  "paysupport": "Depositi: invia USDT dal tuo wallet nell’app; vengono accreditati appena la rete li conferma.\nPrelievi: richiedili nell’app; arrivano al tuo wallet, di solito in pochi minuti.\nRimborsi: se un prelievo non può essere inviato, l’importo torna da solo sul tuo saldo.\nAiuto: scrivi a {support}.",
  "command.start": "Apri il gioco",
  "command.help": "Cosa sa fare il bot",
  "command.language": "Scegli la lingua",
  "command.stop": "Disattiva le notifiche",
  "command.notify": "Attiva le notifiche",
  "command.paysupport": "Depositi, prelievi e assistenza",
  "description": "SendsWin: pari o dispari, grande o piccolo, una lotteria e un numero fortunato, decisi subito e pagati in USDT. Invita gli amici e preleva ogni settimana la tua parte del loro gioco. Tocca Avvia per giocare.",
  "description.short": "Giochi veloci in USDT e guadagni settimanali dagli amici che inviti.",
  "kind.deposit_credited": "Il tuo deposito di {amount} USDT è sul tuo saldo.",
  "kind.withdrawal_sent": "Il tuo prelievo di {amount} USDT è stato inviato al tuo wallet.",
  "kind.withdrawal_refunded": "Il tuo prelievo di {amount} USDT non è stato inviato; l’importo è tornato sul tuo saldo.",
  "kind.referral_earnings_ready": "La settimana scorsa i tuoi amici ti hanno fatto guadagnare {amount} USDT. Puoi prelevarli nell’app.",
  "kind.friend_joined": "{name} si è unito a SendsWin con il tuo link.",
};
