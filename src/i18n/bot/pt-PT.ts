/** The bot's texts in Portuguese (the keys of ./en.ts). */
import type { BotCatalogue } from './catalogue';

export const messages: BotCatalogue = {
  "language.name": "Português",
  "start.greeting": "Olá, {name}! O SendsWin é um jogo rápido – par ou ímpar, grande ou pequeno, uma lotaria e um número da sorte – com prémios em USDT e ganhos semanais dos amigos que convidares. Toca no botão para jogar.",
  "button.open": "Abrir o SendsWin",
  "button.transaction": "Ver a transação",
  "help": "O que sei fazer:\n/start – abrir o jogo\n/language – escolher o meu idioma\n/stop – desligar as notificações\n/notify – ligar as notificações\n/paysupport – depósitos, levantamentos, reembolsos e apoio\n/help – esta lista",
  "unknown": "Só percebo comandos. Envia /help para os veres, ou toca no botão para jogar.",
  "language.choose": "Escolhe o teu idioma:",
  "language.set": "Feito: agora falo português, e a app também.",
  "stop.done": "As notificações estão desligadas. Envia /notify para as voltar a ligar.",
  "notify.done": "As notificações estão ligadas. Podes desligar cada tipo no teu perfil, na app.",
  "paysupport": "Depósitos: envia USDT da tua carteira na app; são creditados assim que a rede os confirma.\nLevantamentos: pede-os na app; seguem para a tua carteira, normalmente em minutos.\nReembolsos: se um levantamento não puder ser enviado, o valor volta sozinho ao teu saldo.\nAjuda: escreve para {support}.",
  "command.start": "Abrir o jogo",
  "command.help": "O que o bot sabe fazer",
  "command.language": "Escolher o idioma",
  "command.stop": "Desligar as notificações",
  "command.notify": "Ligar as notificações",
  "command.paysupport": "Depósitos, levantamentos e apoio",
  "description": "SendsWin: par ou ímpar, grande ou pequeno, uma lotaria e um número da sorte, decididos na hora e pagos em USDT. Convida amigos e levanta todas as semanas a tua parte do jogo deles. Toca em Iniciar para jogar.",
  "description.short": "Jogos rápidos em USDT e ganhos semanais dos amigos que convidas.",
  "kind.deposit_credited": "O teu depósito de {amount} USDT já está no teu saldo.",
  "kind.withdrawal_sent": "O teu levantamento de {amount} USDT foi enviado para a tua carteira.",
  "kind.withdrawal_refunded": "O teu levantamento de {amount} USDT não pôde ser enviado; o valor voltou ao teu saldo.",
  "kind.referral_earnings_ready": "Os teus amigos renderam-te {amount} USDT na semana passada. Já os podes levantar na app.",
  "kind.friend_joined": "{name} juntou-se ao SendsWin com o teu link.",
};
