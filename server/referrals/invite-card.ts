/**
 * The invite card a player shares from the friends screen: an inline result Telegram keeps as a
 * prepared message (Bot API 8.0, savePreparedInlineMessage) for the app's shareMessage. Its button
 * is a plain URL button to the bot's Main Mini App link with the player's refCode, so whoever taps
 * it in any chat opens the app as the player's referral (inline messages cannot carry web_app
 * buttons outside the bot's own chat).
 */
import { randomUUID } from 'node:crypto';
import type { PreparedMessage } from '../../src/contract/api-types';
import type { BotApiCall } from '../telegram/bot-api';
import type { InviteCardText } from './invite-card-texts';

/** The card of one player: its words come from invite-card-texts.ts, never from the client. */
export interface InviteCard extends InviteCardText {
  telegramUserId: number;
  refCode: string;
  botUsername: string;
}

export function inviteLink(botUsername: string, refCode: string): string {
  return `https://t.me/${botUsername}?startapp=${encodeURIComponent(refCode)}`;
}

/** The savePreparedInlineMessage parameters: one article, for private chats and groups. */
export function inviteCardParams({ telegramUserId, refCode, botUsername, text, button: buttonText }: InviteCard): Record<string, unknown> {
  return {
    user_id: telegramUserId,
    result: {
      type: 'article',
      id: randomUUID(),
      title: buttonText,
      description: text,
      input_message_content: { message_text: text },
      reply_markup: { inline_keyboard: [[{ text: buttonText, url: inviteLink(botUsername, refCode) }]] },
    },
    allow_user_chats: true,
    allow_group_chats: true,
  };
}

/** Asks Telegram to keep the card; its id goes to the app's shareMessage. */
export async function prepareInviteCard(callBotApi: BotApiCall, card: InviteCard): Promise<PreparedMessage> {
  const prepared = await callBotApi<{ id?: unknown; expiration_date?: unknown }>('savePreparedInlineMessage', inviteCardParams(card));
  if (typeof prepared?.id !== 'string' || typeof prepared.expiration_date !== 'number') {
    throw new Error('savePreparedInlineMessage: Telegram answered without an id and expiration date');
  }
  return { id: prepared.id, expiresAt: new Date(prepared.expiration_date * 1000).toISOString() };
}
