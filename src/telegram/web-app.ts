/**
 * The Mini App API the app uses: Telegram's WebApp methods over our bridge, with the version gates
 * of features.ts and the limits of validate.ts / popup.ts. A gated method on an older client throws
 * WebAppMethodUnsupported instead of posting an event the client would ignore (outside Telegram
 * the version is 6.0, so all of them throw there: check `supports()` first).
 */
import type { Bridge } from './bridge';
import { headerColorPayload, resolveColor } from './colors';
import { isInIframe, telegramWindow } from './environment';
import { WebAppError } from './errors';
import { supportsFeature, type Feature } from './features';
import type { LaunchParams } from './launch-params';
import { checkedLink, invoiceSlug, telegramLinkPath } from './links';
import { createPlatformMethods } from './platform-methods';
import { popupPayload, type PopupParams } from './popup';
import { createRequest } from './request';
import { stringValues } from './query-string';
import { isVersionAtLeast } from './version';
import {
  downloadPayload,
  inlineQueryPayload,
  scanQrPayload,
  sendDataPayload,
  storyPayload,
  type InlineChatType,
  type StoryParams,
} from './validate';

const INVOICE_STATUSES = ['paid', 'cancelled', 'failed', 'pending'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export interface WebAppDeps {
  launchParams: LaunchParams;
  bridge: Pick<Bridge, 'postEvent' | 'on'>;
  /** Opens a URL outside the app (default: a new browser tab). */
  openWindow?: (url: string) => void;
  /** Replaces the page (default: location.assign); old clients intercept t.me navigations. */
  navigate?: (url: string) => void;
  /** Framed by Telegram Web (default: detected); its clients take t.me links at any version. */
  framed?: boolean;
}

export type WebApp = ReturnType<typeof createWebApp>;

export function createWebApp({
  launchParams,
  bridge,
  openWindow = (url) => void window.open(url, '_blank', 'noopener,noreferrer'),
  navigate = (url) => window.location.assign(url),
  framed = isInIframe(telegramWindow()),
}: WebAppDeps) {
  const { version, isTelegram } = launchParams;
  let theme = { ...launchParams.themeParams };
  // One popup, QR scanner and file download at a time, and each invoice once, as Telegram allows.
  let popupOpen = false;
  let scanOpen = false;
  let downloadOpen = false;
  const invoicesOpen = new Set<string>();

  // Theme keys ('bg_color', ...) passed to the colour setters resolve against the current theme.
  bridge.on('theme_changed', (data) => {
    const params = (data as { theme_params?: unknown } | null)?.theme_params;
    if (params && typeof params === 'object') theme = stringValues(params as Record<string, unknown>);
  });

  const supports = (feature: Feature) => supportsFeature(version, feature);
  const gate = (feature: Feature) => {
    if (!supports(feature)) throw new WebAppError('WebAppMethodUnsupported');
  };
  const post = (eventType: string, eventData?: unknown) => bridge.postEvent(eventType, eventData);

  const request = createRequest(bridge);

  return {
    launchParams,
    version,
    platform: launchParams.platform,
    isTelegram,
    themeParams: (): Record<string, string> => ({ ...theme }),
    isVersionAtLeast: (min: string) => isVersionAtLeast(version, min),
    supports,
    // Bot API 8.0 to 9.1: safe areas, fullscreen, home screen, shareMessage, DeviceStorage, haptics.
    ...createPlatformMethods({ gate, post, request }),

    ready: () => post('web_app_ready'),
    expand: () => post('web_app_expand'),
    close: () => post('web_app_close'),

    disableVerticalSwipes() {
      gate('verticalSwipes');
      return post('web_app_setup_swipe_behavior', { allow_vertical_swipe: false });
    },
    enableClosingConfirmation() {
      gate('closingConfirmation');
      return post('web_app_setup_closing_behavior', { need_confirmation: true });
    },
    disableClosingConfirmation() {
      gate('closingConfirmation');
      return post('web_app_setup_closing_behavior', { need_confirmation: false });
    },

    /** Shows or hides Telegram's own back button; back_button_pressed reports taps. */
    setBackButtonVisible(visible: boolean) {
      gate('backButton');
      return post('web_app_setup_back_button', { is_visible: visible });
    },

    setHeaderColor(color: string) {
      gate('headerColor');
      return post('web_app_set_header_color', headerColorPayload(color, version, theme));
    },
    setBackgroundColor(color: string) {
      gate('backgroundColor');
      const hex = resolveColor(color, ['bg_color', 'secondary_bg_color'], theme, 'WebAppBackgroundColorInvalid');
      return hex !== null && post('web_app_set_background_color', { color: hex });
    },
    setBottomBarColor(color: string) {
      gate('bottomBarColor');
      const keys = ['bg_color', 'secondary_bg_color', 'bottom_bar_bg_color'];
      const hex = resolveColor(color, keys, theme, 'WebAppBottomBarColorInvalid');
      return hex !== null && post('web_app_set_bottom_bar_color', { color: hex });
    },

    sendData: (data: string) => post('web_app_data_send', sendDataPayload(data)),

    switchInlineQuery(query: string, chatTypes?: InlineChatType[]) {
      gate('switchInlineQuery');
      // Telegram's clients ignore the event when the bot has no inline mode; say so instead.
      if (!launchParams.botInline) throw new WebAppError('WebAppInlineModeDisabled');
      return post('web_app_switch_inline_query', inlineQueryPayload(query, chatTypes));
    },

    /** Resolves with the pressed button's id, or null when the popup was dismissed. */
    showPopup(params: PopupParams): Promise<string | null> {
      gate('popup');
      if (popupOpen) throw new WebAppError('WebAppPopupOpened');
      const payload = popupPayload(params);
      popupOpen = true;
      const read = (data: unknown) => {
        const id = (data as { button_id?: unknown } | null)?.button_id;
        return typeof id === 'string' && id !== '' ? id : null;
      };
      const release = () => void (popupOpen = false);
      return request('web_app_open_popup', payload, { events: 'popup_closed', read, fallback: null, release });
    },

    showScanQrPopup(params?: { text?: string }) {
      gate('scanQrPopup');
      if (scanOpen) throw new WebAppError('WebAppScanQrPopupOpened');
      const payload = scanQrPayload(params);
      scanOpen = post('web_app_open_scan_qr_popup', payload);
      if (scanOpen) {
        // Scanned texts arrive as qr_text_received; subscribe through the bridge for them.
        const off = bridge.on('scan_qr_popup_closed', () => {
          off();
          scanOpen = false;
        });
      }
      return scanOpen;
    },
    closeScanQrPopup() {
      gate('scanQrPopup');
      scanOpen = false;
      return post('web_app_close_scan_qr_popup');
    },

    shareToStory(mediaUrl: string, params?: StoryParams) {
      gate('shareToStory');
      return post('web_app_share_to_story', storyPayload(mediaUrl, params));
    },

    /** Resolves true when the user accepted the download. */
    downloadFile(params: { url: string; file_name: string }): Promise<boolean> {
      gate('downloadFile');
      if (downloadOpen) throw new WebAppError('WebAppDownloadFilePopupOpened');
      const payload = downloadPayload(params);
      downloadOpen = true;
      const read = (data: unknown) => (data as { status?: unknown } | null)?.status === 'downloading';
      const release = () => void (downloadOpen = false);
      return request('web_app_request_file_download', payload, { events: 'file_download_requested', read, fallback: false, release });
    },

    /** In Telegram from 6.1 the client opens it (Instant View from 6.4); otherwise a new tab. */
    openLink(url: string, options: { try_instant_view?: boolean } = {}) {
      const href = checkedLink(url);
      const instantView = options.try_instant_view === true && supports('tryInstantView');
      const payload = instantView ? { url: href, try_instant_view: true } : { url: href };
      if (!(isTelegram && supports('openLink') && post('web_app_open_link', payload))) openWindow(href);
    },

    /**
     * In Telegram from 6.1 (or framed by Telegram Web) the client opens the t.me link itself; an
     * older client gets a navigation it intercepts; a plain browser gets a new tab, not losing the app.
     */
    openTelegramLink(url: string) {
      const path = telegramLinkPath(url);
      if (isTelegram && (supports('openTelegramLink') || framed) && post('web_app_open_tg_link', { path_full: path })) return;
      if (isTelegram) navigate(`https://t.me${path}`);
      else openWindow(`https://t.me${path}`);
    },

    /** Resolves with the invoice_closed status. */
    openInvoice(url: string): Promise<InvoiceStatus> {
      gate('openInvoice');
      const slug = invoiceSlug(url);
      if (invoicesOpen.has(slug)) throw new WebAppError('WebAppInvoiceOpened');
      invoicesOpen.add(slug);
      const read = (data: unknown): InvoiceStatus | undefined => {
        const event = data as { slug?: unknown; status?: unknown } | null;
        if (event?.slug !== slug) return undefined;
        return INVOICE_STATUSES.find((status) => status === event.status) ?? 'failed';
      };
      const release = () => void invoicesOpen.delete(slug);
      return request('web_app_open_invoice', { slug }, { events: 'invoice_closed', read, fallback: 'failed', release });
    },
  };
}
