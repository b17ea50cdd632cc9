/**
 * The invite card's words, per language (docs/security.md "The invite card is the
 * server's text"). Telegram shows a prepared message "via @<bot>", so its text is the bot's word:
 * the server writes it from these templates and the client names only its language. Kept apart
 * from the Bot API call (invite-card.ts) so that call can move (to grammY) without the texts.
 */
import type { LanguageCode } from '../../src/contract/languages';

export interface InviteCardText {
  /** The message in the chat. */
  text: string;
  /** The button under it (Telegram: at most 64 characters). */
  button: string;
}

export const INVITE_CARD_TEXTS: Record<LanguageCode, InviteCardText> = {
  en: { text: 'Join me in SendsWin: pick a side, place a stake and win USDT!', button: 'Play SendsWin' },
  'zh-CN': { text: '和我一起玩 SendsWin：选一边、下注，赢取 USDT！', button: '玩 SendsWin' },
  'fr-FR': { text: 'Rejoins-moi sur SendsWin : choisis un camp, mise et gagne des USDT !', button: 'Jouer à SendsWin' },
  'es-ES': { text: 'Juega conmigo a SendsWin: elige un lado, apuesta y gana USDT.', button: 'Jugar a SendsWin' },
  'ko-KR': { text: 'SendsWin에서 함께해요: 한쪽을 고르고 베팅해서 USDT를 따세요!', button: 'SendsWin 플레이' },
  'ja-JP': { text: 'SendsWin で一緒に遊ぼう：サイドを選んで賭けて USDT を当てよう！', button: 'SendsWin で遊ぶ' },
  ru: { text: 'Играй со мной в SendsWin: выбери сторону, сделай ставку и выиграй USDT!', button: 'Играть в SendsWin' },
  'hi-IN': { text: 'SendsWin में मेरे साथ खेलें: एक पक्ष चुनें, दांव लगाएँ और USDT जीतें!', button: 'SendsWin खेलें' },
  'pt-PT': { text: 'Joga SendsWin comigo: escolhe um lado, aposta e ganha USDT!', button: 'Jogar SendsWin' },
  tr: { text: 'SendsWin’de bana katıl: bir taraf seç, bahsini koy ve USDT kazan!', button: 'SendsWin oyna' },
  id: { text: 'Main SendsWin bersamaku: pilih sisi, pasang taruhan, dan menangkan USDT!', button: 'Main SendsWin' },
  ar: { text: 'انضم إليّ في SendsWin: اختر جانبًا، وضع رهانك، واربح USDT!', button: 'العب SendsWin' },
  de: { text: 'Spiel mit mir SendsWin: Wähle eine Seite, setze einen Einsatz und gewinne USDT!', button: 'SendsWin spielen' },
  'ms-MY': { text: 'Main SendsWin dengan saya: pilih pihak, letak taruhan dan menangi USDT!', button: 'Main SendsWin' },
  'tl-PH': { text: 'Maglaro ng SendsWin kasama ko: pumili ng panig, tumaya at manalo ng USDT!', button: 'Maglaro ng SendsWin' },
  it: { text: 'Gioca con me a SendsWin: scegli un lato, punta e vinci USDT!', button: 'Gioca a SendsWin' },
  ua: { text: 'Грай зі мною в SendsWin: обери сторону, зроби ставку й вигравай USDT!', button: 'Грати в SendsWin' },
};

/** The card's words in `language`. */
export function inviteCardText(language: LanguageCode): InviteCardText {
  return INVITE_CARD_TEXTS[language];
}
