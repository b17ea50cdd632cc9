/** The bot's texts in Filipino (the keys of ./en.ts). */
import type { BotCatalogue } from './catalogue';

export const messages: BotCatalogue = {
  "language.name": "Filipino",
  "start.greeting": "Kumusta, {name}! Ang SendsWin ay mabilis na laro – odd o even, malaki o maliit, isang loterya at isang lucky number – na may bayad sa USDT at lingguhang kita mula sa mga kaibigang iniimbitahan mo. I-tap ang button para maglaro.",
  "button.open": "Buksan ang SendsWin",
  "button.transaction": "Tingnan ang transaksyon",
  "help": "Ang kaya kong gawin:\n/start – buksan ang laro\n/language – piliin ang wika ko\n/stop – patayin ang mga abiso\n/notify – buksan ang mga abiso\n/paysupport – deposito, pag-withdraw, refund at suporta\n/help – ang listahang ito",
  "unknown": "Mga utos lang ang naiintindihan ko. Ipadala ang /help para makita ang mga ito, o i-tap ang button para maglaro.",
  "language.choose": "Piliin ang wika mo:",
  "language.set": "Tapos na: Filipino na ang gamit ko, pati ng app.",
  "stop.done": "Nakapatay ang mga abiso. Ipadala ang /notify para buksan muli ang mga ito.",
  "notify.done": "Bukas ang mga abiso. Maaari mong patayin ang bawat uri sa iyong profile sa app.",
  "paysupport": "Deposito: magpadala ng USDT mula sa iyong wallet sa app; maikakredito ito kapag nakumpirma na ng network.\nPag-withdraw: humiling sa app; ipapadala ito sa iyong wallet, kadalasan sa loob ng ilang minuto.\nRefund: kapag hindi maipadala ang withdrawal, kusang babalik ang halaga sa iyong balanse.\nTulong: sumulat sa {support}.",
  "command.start": "Buksan ang laro",
  "command.help": "Ang kayang gawin ng bot",
  "command.language": "Piliin ang wika",
  "command.stop": "Patayin ang mga abiso",
  "command.notify": "Buksan ang mga abiso",
  "command.paysupport": "Deposito, pag-withdraw at suporta",
  "description": "SendsWin: odd o even, malaki o maliit, isang loterya at isang lucky number, agad na natatapos at binabayaran sa USDT. Mag-imbita ng mga kaibigan at i-withdraw linggo-linggo ang bahagi mo sa kanilang laro. I-tap ang Simulan para maglaro.",
  "description.short": "Mabilis na mga larong USDT at lingguhang kita mula sa mga inimbitahang kaibigan.",
  "kind.deposit_credited": "Nasa balanse mo na ang iyong deposito na {amount} USDT.",
  "kind.withdrawal_sent": "Naipadala na sa iyong wallet ang withdrawal mo na {amount} USDT.",
  "kind.withdrawal_refunded": "Hindi naipadala ang withdrawal mo na {amount} USDT; bumalik na ang halaga sa iyong balanse.",
  "kind.referral_earnings_ready": "Kumita ka ng {amount} USDT mula sa mga kaibigan mo noong nakaraang linggo. Handa na itong i-withdraw sa app.",
  "kind.friend_joined": "Sumali si {name} sa SendsWin gamit ang link mo.",
};
