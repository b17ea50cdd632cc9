/**
 * Popup parameters (docs/product.md section 5), following Telegram's telegram-web-app.js: title at most 64;
 * message required, at most 256; no `buttons` means one close button, while an explicit list must
 * hold 1 to 3; button id at most 64; text required and at most 64 for 'default' and 'destructive'
 * (the other types use the client's own localised label). Every violation is WebAppPopupParamInvalid.
 */
import { WebAppError } from './errors';
import { trimmed } from './text';

export const POPUP_TITLE_MAX = 64;
export const POPUP_MESSAGE_MAX = 256;
export const POPUP_BUTTON_ID_MAX = 64;
export const POPUP_BUTTON_TEXT_MAX = 64;
export const POPUP_BUTTONS_MAX = 3;

export type PopupButtonType = 'ok' | 'close' | 'cancel' | 'default' | 'destructive';

export interface PopupButton {
  id?: string;
  /** 'default' when left out, as in Telegram's script. */
  type?: PopupButtonType;
  text?: string;
}

export interface PopupParams {
  title?: string;
  message: string;
  buttons?: PopupButton[];
}

export interface PopupPayload {
  title?: string;
  message: string;
  buttons: Array<{ id: string; type: PopupButtonType; text?: string }>;
}

function invalid(): never {
  throw new WebAppError('WebAppPopupParamInvalid');
}

function buttonPayload(button: unknown): PopupPayload['buttons'][number] {
  if (button === null || typeof button !== 'object') invalid();
  const { id = '', type = 'default', text } = button as { id?: unknown; type?: unknown; text?: unknown };
  // The id comes back in popup_closed, so it is sent as given (not trimmed).
  const buttonId = String(id);
  if (buttonId.length > POPUP_BUTTON_ID_MAX) invalid();
  if (type === 'ok' || type === 'close' || type === 'cancel') return { id: buttonId, type };
  if (type !== 'default' && type !== 'destructive') invalid();
  const label = trimmed(text);
  if (!label || label.length > POPUP_BUTTON_TEXT_MAX) invalid();
  return { id: buttonId, type, text: label };
}

export function popupPayload(params: PopupParams): PopupPayload {
  if (params === null || typeof params !== 'object') invalid();
  const title = trimmed(params.title);
  const message = trimmed(params.message);
  if (title.length > POPUP_TITLE_MAX || !message || message.length > POPUP_MESSAGE_MAX) invalid();
  const buttons =
    params.buttons === undefined
      ? [{ id: '', type: 'close' as const }]
      : Array.isArray(params.buttons)
        ? params.buttons.map(buttonPayload)
        : invalid();
  if (buttons.length < 1 || buttons.length > POPUP_BUTTONS_MAX) invalid();
  return title ? { title, message, buttons } : { message, buttons };
}
