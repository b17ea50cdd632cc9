/**
 * The limits of docs/product.md section 5, as pure functions that return the payload to post or throw the
 * named WebAppError. Lengths count after trimming and the trimmed text is what gets sent, so the
 * limit always holds for what Telegram receives. Popup and inline-query rules follow Telegram's
 * own telegram-web-app.js.
 */
import { WebAppError } from './errors';
import { parseHttpUrl } from './links';
import { trimmed, utf8ByteLength } from './text';

export const SEND_DATA_MAX_BYTES = 4096;
export const INLINE_QUERY_MAX = 256;
export const SCAN_QR_TEXT_MAX = 64;
export const STORY_TEXT_MAX = 2048;
export const STORY_LINK_NAME_MAX = 48;

/** web_app_data_send: required, at most 4096 UTF-8 bytes. */
export function sendDataPayload(data: unknown): { data: string } {
  const text = trimmed(data);
  if (!text || utf8ByteLength(text) > SEND_DATA_MAX_BYTES) throw new WebAppError('WebAppDataInvalid');
  return { data: text };
}

export const INLINE_CHAT_TYPES = ['users', 'bots', 'groups', 'channels'] as const;
export type InlineChatType = (typeof INLINE_CHAT_TYPES)[number];

/** web_app_switch_inline_query: query at most 256; chat types from the four, duplicates dropped. */
export function inlineQueryPayload(query: unknown, chatTypes?: unknown): { query: string; chat_types: InlineChatType[] } {
  const text = trimmed(query);
  if (text.length > INLINE_QUERY_MAX) throw new WebAppError('WebAppInlineQueryInvalid');
  if (chatTypes !== undefined && !Array.isArray(chatTypes)) throw new WebAppError('WebAppInlineChooseChatTypesInvalid');
  const types: InlineChatType[] = [];
  for (const type of chatTypes ?? []) {
    if (!(INLINE_CHAT_TYPES as readonly unknown[]).includes(type)) throw new WebAppError('WebAppInlineChooseChatTypeInvalid');
    if (!types.includes(type as InlineChatType)) types.push(type as InlineChatType);
  }
  return { query: text, chat_types: types };
}

/** web_app_open_scan_qr_popup: optional text at most 64. */
export function scanQrPayload(params?: { text?: string }): { text?: string } {
  const text = trimmed(params?.text);
  if (text.length > SCAN_QR_TEXT_MAX) throw new WebAppError('WebAppScanQrPopupParamInvalid');
  return text ? { text } : {};
}

export interface StoryParams {
  text?: string;
  widget_link?: { url: string; name?: string };
}

export interface StoryPayload {
  media_url: string;
  text?: string;
  widget_link?: { url: string; name?: string };
}

/**
 * web_app_share_to_story: media URL http(s) (Telegram's WebAppMediaUrlInvalid), text at most
 * 2048, widget link http(s) with a name at most 48 (WebAppShareToStoryParamInvalid).
 */
export function storyPayload(mediaUrl: unknown, params: StoryParams = {}): StoryPayload {
  const media = parseHttpUrl(mediaUrl);
  if (!media) throw new WebAppError('WebAppMediaUrlInvalid');
  const payload: StoryPayload = { media_url: media.href };
  const text = trimmed(params.text);
  if (text.length > STORY_TEXT_MAX) throw new WebAppError('WebAppShareToStoryParamInvalid');
  if (text) payload.text = text;
  if (params.widget_link !== undefined) {
    const link = parseHttpUrl(params.widget_link?.url);
    const name = trimmed(params.widget_link?.name);
    if (!link || name.length > STORY_LINK_NAME_MAX) throw new WebAppError('WebAppShareToStoryParamInvalid');
    payload.widget_link = name ? { url: link.href, name } : { url: link.href };
  }
  return payload;
}

/** web_app_request_file_download: https only (not http), file name required. */
export function downloadPayload(params: { url?: unknown; file_name?: unknown } | undefined): { url: string; file_name: string } {
  const url = parseHttpUrl(params?.url);
  const fileName = trimmed(params?.file_name);
  if (!url || url.protocol !== 'https:' || !fileName) throw new WebAppError('WebAppDownloadFileParamInvalid');
  return { url: url.href, file_name: fileName };
}
