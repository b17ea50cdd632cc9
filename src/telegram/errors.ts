/**
 * The bridge's errors carry the same codes as Telegram's own telegram-web-app.js (docs/product.md section 8:
 * "WebAppMethodUnsupported, WebAppDataInvalid, WebAppPopupParamInvalid and similar"), so code
 * written against Telegram's documentation recognises them. `name` and `message` are both the code:
 * `error.name === 'WebAppPopupParamInvalid'` is the check to use; the message is what a log shows.
 */
export type WebAppErrorCode =
  | 'WebAppMethodUnsupported'
  | 'WebAppDataInvalid'
  | 'WebAppInlineModeDisabled'
  | 'WebAppInlineQueryInvalid'
  | 'WebAppInlineChooseChatTypesInvalid'
  | 'WebAppInlineChooseChatTypeInvalid'
  | 'WebAppTgUrlInvalid'
  | 'WebAppInvoiceUrlInvalid'
  | 'WebAppInvoiceOpened'
  | 'WebAppPopupOpened'
  | 'WebAppPopupParamInvalid'
  | 'WebAppScanQrPopupOpened'
  | 'WebAppScanQrPopupParamInvalid'
  | 'WebAppMediaUrlInvalid'
  | 'WebAppShareToStoryParamInvalid'
  | 'WebAppDownloadFileParamInvalid'
  | 'WebAppDownloadFilePopupOpened'
  | 'WebAppHeaderColorInvalid'
  | 'WebAppHeaderColorKeyInvalid'
  | 'WebAppBackgroundColorInvalid'
  | 'WebAppBottomBarColorInvalid'
  | 'WebAppShareMessageOpened'
  | 'WebAppHapticImpactStyleInvalid'
  | 'WebAppHapticNotificationTypeInvalid'
  | 'WebAppHapticFeedbackTypeInvalid';

export class WebAppError extends Error {
  override readonly name: WebAppErrorCode;
  readonly code: WebAppErrorCode;

  constructor(code: WebAppErrorCode) {
    super(code);
    this.name = code;
    this.code = code;
  }
}

/** Narrowing helper for callers: `isWebAppError(e, 'WebAppMethodUnsupported')`. */
export function isWebAppError(error: unknown, code?: WebAppErrorCode): error is WebAppError {
  return error instanceof WebAppError && (code === undefined || error.code === code);
}
