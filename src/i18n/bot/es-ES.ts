/** The bot's texts in Spanish (the keys of ./en.ts). */
import type { BotCatalogue } from './catalogue';

export const messages: BotCatalogue = {
  "language.name": "Español",
  "start.greeting": "¡Hola, {name}! SendsWin es un juego rápido – par o impar, grande o pequeño, una lotería y un número de la suerte – con premios en USDT y ganancias semanales de los amigos que invites. Pulsa el botón para jugar.",
  "button.open": "Abrir SendsWin",
  "button.transaction": "Ver la transacción",
  "help": "Lo que puedo hacer:\n/start – abrir el juego\n/language – elegir mi idioma\n/stop – desactivar las notificaciones\n/notify – activar las notificaciones\n/paysupport – depósitos, retiros, reembolsos y soporte\n/help – esta lista",
  "unknown": "Solo entiendo comandos. Envía /help para verlos o pulsa el botón para jugar.",
  "language.choose": "Elige tu idioma:",
  "language.set": "Hecho: ahora hablo español, y la app también.",
  "stop.done": "Las notificaciones están desactivadas. Envía /notify para volver a activarlas.",
  "notify.done": "Las notificaciones están activadas. Puedes desactivar cada tipo en tu perfil de la app.",
  "paysupport": "Depósitos: envía USDT desde tu billetera en la app; se abonan en cuanto la red los confirma.\nRetiros: solicítalos en la app; se envían a tu billetera, normalmente en minutos.\nReembolsos: si un retiro no se puede enviar, su importe vuelve solo a tu saldo.\nAyuda: escribe a {support}.",
  "command.start": "Abrir el juego",
  "command.help": "Lo que puede hacer el bot",
  "command.language": "Elegir el idioma",
  "command.stop": "Desactivar notificaciones",
  "command.notify": "Activar notificaciones",
  "command.paysupport": "Depósitos, retiros y soporte",
  "description": "SendsWin: par o impar, grande o pequeño, una lotería y un número de la suerte, resueltos al instante y pagados en USDT. Invita a tus amigos y retira cada semana tu parte de su juego. Pulsa Iniciar para jugar.",
  "description.short": "Juegos rápidos en USDT y ganancias semanales de los amigos que invitas.",
  "kind.deposit_credited": "Tu depósito de {amount} USDT ya está en tu saldo.",
  "kind.withdrawal_sent": "Tu retiro de {amount} USDT se ha enviado a tu billetera.",
  "kind.withdrawal_refunded": "Tu retiro de {amount} USDT no se pudo enviar; el importe ha vuelto a tu saldo.",
  "kind.referral_earnings_ready": "Tus amigos te hicieron ganar {amount} USDT la semana pasada. Ya puedes retirarlos en la app.",
  "kind.friend_joined": "{name} se ha unido a SendsWin con tu enlace.",
};
