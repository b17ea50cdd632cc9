/**
 * Mini App methods the app does not call yet (sending data to the bot, inline queries, popups, the
 * QR scanner, stories, file downloads, invoices), kept complete and tested but out of the initial
 * bundle: a screen that needs one imports this module (lazily) and builds them with
 * createWebAppContext on the app's launch params and bridge (current-web-app.ts has both).
 */
import { WebAppError } from './errors';
import { invoiceSlug } from './links';
import { popupPayload, type PopupParams } from './popup';
import {
  downloadPayload,
  inlineQueryPayload,
  scanQrPayload,
  sendDataPayload,
  storyPayload,
  type InlineChatType,
  type StoryParams,
} from './validate';
import type { WebAppContext } from './web-app-context';

const INVOICE_STATUSES = ['paid', 'cancelled', 'failed', 'pending'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export type WebAppExtras = ReturnType<typeof createWebAppExtras>;

export function createWebAppExtras({ launchParams, bridge, gate, post, request }: WebAppContext) {
  // One popup, QR scanner and file download at a time, and each invoice once, as Telegram allows.
  let popupOpen = false;
  let scanOpen = false;
  let downloadOpen = false;
  const invoicesOpen = new Set<string>();

  return {
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
