/** The bot's texts in German (the keys of ./en.ts). */
import type { BotCatalogue } from './catalogue';

export const messages: BotCatalogue = {
  "language.name": "Deutsch",
  "start.greeting": "Hallo {name}! SendsWin ist ein schnelles Spiel – gerade oder ungerade, groß oder klein, eine Lotterie und eine Glückszahl – mit Auszahlungen in USDT und wöchentlichen Einnahmen von den Freunden, die du einlädst. Tippe auf den Knopf, um zu spielen.",
  "button.open": "SendsWin öffnen",
  "button.transaction": "Transaktion ansehen",
  "help": "Was ich kann:\n/start – das Spiel öffnen\n/language – meine Sprache wählen\n/stop – Benachrichtigungen ausschalten\n/notify – Benachrichtigungen einschalten\n/paysupport – Einzahlungen, Auszahlungen, Erstattungen und Support\n/help – diese Liste",
  "unknown": "Ich verstehe nur Befehle. Sende /help, um sie zu sehen, oder tippe auf den Knopf, um zu spielen.",
  "language.choose": "Wähle deine Sprache:",
  "language.set": "Erledigt: Ich spreche jetzt Deutsch, und die App auch.",
  "stop.done": "Benachrichtigungen sind aus. Sende /notify, um sie wieder einzuschalten.",
  "notify.done": "Benachrichtigungen sind an. Jede Art kannst du in deinem Profil in der App ausschalten.",
  "paysupport": "Einzahlungen: Sende USDT aus deiner Wallet in der App; sie werden gutgeschrieben, sobald das Netzwerk sie bestätigt.\nAuszahlungen: Beantrage sie in der App; sie gehen an deine Wallet, meist innerhalb von Minuten.\nErstattungen: Kann eine Auszahlung nicht gesendet werden, kommt der Betrag von selbst auf dein Guthaben zurück.\nHilfe: Schreib an {support}.",
  "command.start": "Das Spiel öffnen",
  "command.help": "Was der Bot kann",
  "command.language": "Sprache wählen",
  "command.stop": "Benachrichtigungen ausschalten",
  "command.notify": "Benachrichtigungen einschalten",
  "command.paysupport": "Einzahlungen, Auszahlungen und Support",
  "description": "SendsWin: gerade oder ungerade, groß oder klein, eine Lotterie und eine Glückszahl, sofort entschieden und in USDT ausgezahlt. Lade Freunde ein und hebe jede Woche deinen Anteil an ihrem Spiel ab. Tippe auf Starten, um zu spielen.",
  "description.short": "Schnelle USDT-Spiele und wöchentliche Einnahmen von eingeladenen Freunden.",
  "kind.deposit_credited": "Deine Einzahlung von {amount} USDT ist auf deinem Guthaben.",
  "kind.withdrawal_sent": "Deine Auszahlung von {amount} USDT wurde an deine Wallet gesendet.",
  "kind.withdrawal_refunded": "Deine Auszahlung von {amount} USDT konnte nicht gesendet werden; der Betrag ist zurück auf deinem Guthaben.",
  "kind.referral_earnings_ready": "Deine Freunde haben dir letzte Woche {amount} USDT eingebracht. Du kannst sie jetzt in der App abheben.",
  "kind.friend_joined": "{name} ist SendsWin über deinen Link beigetreten.",
};
