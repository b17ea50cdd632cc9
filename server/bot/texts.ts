/** The bot's messages in a player's language, from the catalogues in src/i18n/bot. */
import { InlineKeyboard } from 'grammy';
import { botText } from '../../src/i18n/bot/catalogues';
import type { LanguageCode } from '../../src/contract/languages';
import { explorerUrl } from '../../src/contract/explorer-url';
import { formatUsdt } from '../../src/contract/money';
import type { OutboxMessage } from '../bot-outbox/outbox-repository';

export interface OpenAppTarget {
  botUsername: string;
  /** The app's https address: a web_app button opens it inside Telegram; else the bot's Main Mini App link. */
  publicUrl: string | undefined;
  /** The network of the payouts a sent withdrawal's notice links on the explorer (mainnet without payments). */
  network?: 'mainnet' | 'testnet';
}

/** "12.500000" -> "12.5": a chat message reads better without the ledger's six decimals. */
export function shortUsdt(micro: bigint): string {
  return formatUsdt(micro).replace(/\.?0+$/, '');
}

export function openAppKeyboard(language: LanguageCode, { botUsername, publicUrl }: OpenAppTarget): InlineKeyboard {
  const label = botText(language, 'button.open');
  return publicUrl ? new InlineKeyboard().webApp(label, publicUrl) : new InlineKeyboard().url(label, `https://t.me/${botUsername}?startapp`);
}

export function notificationText({ languageCode, kind, params }: Pick<OutboxMessage, 'languageCode' | 'kind' | 'params'>): string {
  const amount = params.amountMicro && /^\d+$/.test(params.amountMicro) ? shortUsdt(BigInt(params.amountMicro)) : '';
  return botText(languageCode, `kind.${kind}`, { amount, name: params.name ?? '', id: String(params.complaintId ?? ''), text: params.text ?? '' });
}

/** The open-app button, and for a sent withdrawal a second one to its transaction on the explorer of the network. */
export function notificationKeyboard(message: Pick<OutboxMessage, 'languageCode' | 'kind' | 'params'>, target: OpenAppTarget): InlineKeyboard {
  const keyboard = openAppKeyboard(message.languageCode, target);
  const { txHash } = message.params;
  if (message.kind !== 'withdrawal_sent' || !txHash || !/^[0-9a-f]{64}$/.test(txHash)) return keyboard;
  return keyboard.row().url(botText(message.languageCode, 'button.transaction'), explorerUrl(txHash, target.network ?? 'mainnet'));
}
