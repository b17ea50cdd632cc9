/**
 * Updates as Telegram posts them to the webhook (https://core.telegram.org/bots/api#update): a
 * private message (a command carries its bot_command entity) and an inline button's callback.
 */
import type { InitDataUser } from '../../../server/auth/sign-init-data';

let nextUpdateId = 700_000;

export const WEBHOOK_SECRET = 'stand-in-webhook-secret-0123456789';
export const BOT_TEST_TOKEN = '7123456789:AAbot-test-token-for-the-stand-in';

function from(user: InitDataUser) {
  return { id: user.id, is_bot: false, first_name: user.first_name, ...(user.language_code ? { language_code: user.language_code } : {}) };
}

/** A private message from the user, with what it carries (text, a contact card). */
function privateMessage(user: InitDataUser, content: Record<string, unknown>): Record<string, unknown> {
  nextUpdateId += 1;
  return {
    update_id: nextUpdateId,
    message: { message_id: nextUpdateId, date: Math.floor(Date.now() / 1000), chat: { id: user.id, type: 'private', first_name: user.first_name }, from: from(user), ...content },
  };
}

export function messageUpdate(user: InitDataUser, text: string): Record<string, unknown> {
  const command = /^\/\w+/.exec(text)?.[0];
  return privateMessage(user, { text, ...(command ? { entities: [{ type: 'bot_command', offset: 0, length: command.length }] } : {}) });
}

export function callbackUpdate(user: InitDataUser, data: string, messageId = 1): Record<string, unknown> {
  nextUpdateId += 1;
  return {
    update_id: nextUpdateId,
    callback_query: {
      id: `cb${nextUpdateId}`,
      from: from(user),
      chat_instance: 'ci',
      data,
      message: { message_id: messageId, date: Math.floor(Date.now() / 1000), chat: { id: user.id, type: 'private', first_name: user.first_name }, text: 'menu' },
    },
  };
}

/**
 * A private message carrying a contact card: what Telegram sends the bot when the player shares
 * their number through the app's requestContact (user_id = theirs), or any contact card a player
 * sends or forwards (`forward_origin`).
 */
export function contactUpdate(user: InitDataUser, contact: { phone_number: string; user_id?: number }, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return privateMessage(user, { contact: { first_name: user.first_name, ...contact }, ...extra });
}
