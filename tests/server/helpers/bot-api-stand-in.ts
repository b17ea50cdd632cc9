/**
 * A local stand-in for the Bot API (TELEGRAM_API_BASE points here), for the server tests and the
 * e2e tests. savePreparedInlineMessage (https://core.telegram.org/bots/api#savepreparedinlinemessage)
 * is checked as Telegram would: the bot token in the path, a JSON body with user_id, an article
 * result with a message text and a URL button, and at least one allowed chat type. The bot's
 * methods (sendMessage, setMyCommands, setWebhook ...) are recorded with the time they arrived and
 * answered as Telegram does, including its refusals: 429 with parameters.retry_after, 403 for a
 * chat that blocked the bot, and no answer at all while `down`.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInRequest {
  path: string;
  contentType: string | undefined;
  body: unknown;
}

/** One call as it arrived: the method, its JSON body, when, and the chat it was for (if any). */
export interface StandInCall {
  method: string;
  body: Json;
  at: number;
  chatId: number | null;
  /** The HTTP status the stand-in answered. */
  status: number;
}

export interface BotApiStandIn {
  /** Every Bot API call, in the order they arrived. */
  calls: StandInCall[];
  /** Chats that blocked the bot: sendMessage answers 403. */
  blocked: Set<number>;
  /** The next sendMessage to a chat answers 429 with this retry_after (seconds), once. */
  rateLimitOnce: Map<number, number>;
  /** The Bot API is unreachable: connections are dropped without an answer. */
  down: boolean;
  /** The calls of one method. */
  callsOf(method: string): StandInCall[];
  /** Updates getUpdates hands out (long polling), by update_id. */
  updates: Json[];
  /** The most getUpdates calls that were waiting at the same time (one poller: 1). */
  maxPollsAtOnce: number;
  /** The base URL for TELEGRAM_API_BASE, e.g. http://127.0.0.1:4271 */
  url: string;
  /** Every request, in order. */
  requests: StandInRequest[];
  /** The ids handed out, in order. */
  ids: string[];
  /** Answer the next calls with Telegram's error (true) or normally (false). */
  failing: boolean;
  close(): Promise<void>;
}

type Json = Record<string, unknown>;

/** Methods that just succeed, as Telegram answers them. */
const TRUE_METHODS = new Set(['setMyCommands', 'setMyDescription', 'setMyShortDescription', 'setChatMenuButton', 'setWebhook', 'deleteWebhook', 'answerCallbackQuery']);

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What Telegram would refuse, in its own words; null when the request is well-formed. */
function problemOf(body: unknown, expectedBotUsername: string): string | null {
  if (!isObject(body)) return 'Bad Request: request body must be JSON';
  if (typeof body.user_id !== 'number') return 'Bad Request: user_id is required';
  const result = body.result;
  if (!isObject(result) || result.type !== 'article') return 'Bad Request: result must be an InlineQueryResultArticle';
  if (typeof result.id !== 'string' || result.id.length < 1 || Buffer.byteLength(result.id) > 64) return 'Bad Request: RESULT_ID_INVALID';
  if (typeof result.title !== 'string' || !result.title) return 'Bad Request: title is required';
  const content = result.input_message_content;
  if (!isObject(content) || typeof content.message_text !== 'string' || !content.message_text) return 'Bad Request: MESSAGE_EMPTY';
  const rows = isObject(result.reply_markup) ? result.reply_markup.inline_keyboard : undefined;
  const button = Array.isArray(rows) && Array.isArray(rows[0]) ? (rows[0][0] as unknown) : undefined;
  if (!isObject(button) || typeof button.text !== 'string' || typeof button.url !== 'string') return 'Bad Request: BUTTON_URL_INVALID';
  if (!new RegExp(`^https://t\\.me/${expectedBotUsername}\\?startapp=[\\w-]+$`).test(button.url)) return 'Bad Request: BUTTON_URL_INVALID';
  if (![body.allow_user_chats, body.allow_bot_chats, body.allow_group_chats, body.allow_channel_chats].includes(true)) {
    return 'Bad Request: at least one chat type must be allowed';
  }
  return null;
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

export async function startBotApiStandIn({ token, botUsername = 'sendswin_bot', port = 0 }: { token: string; botUsername?: string; port?: number }): Promise<BotApiStandIn> {
  let messageId = 0;
  const standIn: Omit<BotApiStandIn, 'url' | 'close'> = {
    requests: [],
    ids: [],
    failing: false,
    calls: [],
    blocked: new Set(),
    rateLimitOnce: new Map(),
    down: false,
    callsOf: (method) => standIn.calls.filter((call) => call.method === method),
    updates: [],
    maxPollsAtOnce: 0,
  };
  let pollsNow = 0;
  const server: Server = createServer(async (request, response) => {
    if (standIn.down) {
      request.socket.destroy();
      return;
    }
    const body = await readBody(request);
    const path = request.url ?? '';
    standIn.requests.push({ path, contentType: request.headers['content-type'], body });
    const method = path.startsWith(`/bot${token}/`) ? path.slice(`/bot${token}/`.length) : '';
    const json = isObject(body) ? body : {};
    const chatId = typeof json.chat_id === 'number' ? json.chat_id : null;
    const call: StandInCall = { method, body: json, at: Date.now(), chatId, status: 200 };
    if (method && method !== 'savePreparedInlineMessage') standIn.calls.push(call);
    const answer = (status: number, reply: Json) => {
      call.status = status;
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(reply));
    };
    if (request.method === 'POST' && TRUE_METHODS.has(method)) {
      answer(200, { ok: true, result: true });
      return;
    }
    if (request.method === 'POST' && method === 'getUpdates') {
      // Long polling: what is there from `offset` on, else wait (at most a second here) for some.
      const offset = typeof json.offset === 'number' ? json.offset : 0;
      const waitUntil = Date.now() + Math.min(1, typeof json.timeout === 'number' ? json.timeout : 0) * 1000;
      pollsNow += 1;
      standIn.maxPollsAtOnce = Math.max(standIn.maxPollsAtOnce, pollsNow);
      const ready = () => standIn.updates.filter((update) => (update.update_id as number) >= offset);
      while (ready().length === 0 && Date.now() < waitUntil && !request.socket.destroyed) await new Promise((resolve) => setTimeout(resolve, 20));
      pollsNow -= 1;
      answer(200, { ok: true, result: ready() });
      return;
    }
    if (request.method === 'POST' && (method === 'sendMessage' || method === 'editMessageText')) {
      if (chatId === null || typeof json.text !== 'string' || !json.text) {
        answer(400, { ok: false, error_code: 400, description: 'Bad Request: chat_id and text are required' });
        return;
      }
      if (standIn.blocked.has(chatId)) {
        answer(403, { ok: false, error_code: 403, description: 'Forbidden: bot was blocked by the user' });
        return;
      }
      const retryAfter = standIn.rateLimitOnce.get(chatId);
      if (retryAfter !== undefined) {
        standIn.rateLimitOnce.delete(chatId);
        answer(429, { ok: false, error_code: 429, description: `Too Many Requests: retry after ${retryAfter}`, parameters: { retry_after: retryAfter } });
        return;
      }
      messageId += 1;
      answer(200, { ok: true, result: { message_id: messageId, date: Math.floor(Date.now() / 1000), chat: { id: chatId, type: 'private' }, text: json.text } });
      return;
    }
    if (request.method !== 'POST' || path !== `/bot${token}/savePreparedInlineMessage`) {
      answer(404, { ok: false, error_code: 404, description: 'Not Found' });
      return;
    }
    const problem = standIn.failing ? 'Bad Request: PEER_ID_INVALID' : problemOf(body, botUsername);
    if (problem) {
      answer(400, { ok: false, error_code: 400, description: problem });
      return;
    }
    const id = `prepared-${standIn.ids.length + 1}-${Math.random().toString(36).slice(2, 8)}`;
    standIn.ids.push(id);
    answer(200, { ok: true, result: { id, expiration_date: Math.floor(Date.now() / 1000) + 24 * 3600 } });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return Object.assign(standIn, {
    url: `http://127.0.0.1:${bound}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }) as BotApiStandIn;
}
