/** The bot's texts in French (the keys of ./en.ts). */
import type { BotCatalogue } from './catalogue';

export const messages: BotCatalogue = {
  "language.name": "Français",
  "start.greeting": "Salut {name} ! SendsWin est un jeu rapide – pair ou impair, grand ou petit, une loterie et un numéro chanceux – avec des gains en USDT et des revenus hebdomadaires grâce aux amis que tu invites. Touche le bouton pour jouer.",
  "button.open": "Ouvrir SendsWin",
  "button.transaction": "Voir la transaction",
  "help": "Ce que je sais faire :\n/start – ouvrir le jeu\n/language – choisir ma langue\n/stop – couper les notifications\n/notify – activer les notifications\n/paysupport – dépôts, retraits, remboursements et assistance\n/help – cette liste",
  "unknown": "Je ne comprends que les commandes. Envoie /help pour les voir, ou touche le bouton pour jouer.",
  "language.choose": "Choisis ta langue :",
  "language.set": "C’est fait : je parle français maintenant, et l’app aussi.",
  "stop.done": "Les notifications sont coupées. Envoie /notify pour les réactiver.",
  "notify.done": "Les notifications sont activées. Tu peux couper chaque type dans ton profil, dans l’app.",
  "paysupport": "Dépôts : envoie des USDT depuis ton portefeuille dans l’app ; ils sont crédités dès que le réseau les confirme.\nRetraits : demande-les dans l’app ; ils partent vers ton portefeuille, en général en quelques minutes.\nRemboursements : si un retrait ne peut pas être envoyé, son montant revient tout seul sur ton solde.\nAide : écris à {support}.",
  "command.start": "Ouvrir le jeu",
  "command.help": "Ce que sait faire le bot",
  "command.language": "Choisir la langue",
  "command.stop": "Couper les notifications",
  "command.notify": "Activer les notifications",
  "command.paysupport": "Dépôts, retraits et assistance",
  "description": "SendsWin : pair ou impair, grand ou petit, une loterie et un numéro chanceux, réglés aussitôt et payés en USDT. Invite des amis et retire chaque semaine ta part de leur jeu. Touche Démarrer pour jouer.",
  "description.short": "Des jeux rapides en USDT et des revenus hebdomadaires grâce à tes amis invités.",
  "kind.deposit_credited": "Ton dépôt de {amount} USDT est sur ton solde.",
  "kind.withdrawal_sent": "Ton retrait de {amount} USDT a été envoyé vers ton portefeuille.",
  "kind.withdrawal_refunded": "Ton retrait de {amount} USDT n’a pas pu être envoyé ; le montant est revenu sur ton solde.",
  "kind.referral_earnings_ready": "Tes amis t’ont rapporté {amount} USDT la semaine dernière. Tu peux les retirer dans l’app.",
  "kind.friend_joined": "{name} a rejoint SendsWin avec ton lien.",
};
