/**
 * URL checks for links, Telegram links and invoices (docs/product.md section 5: "links must use http or
 * https; opening a messenger link needs host t.me; invoice url must be a t.me invoice or $ slug").
 * URLs resolve against the page like an <a href> would, as Telegram's script does.
 */
import { WebAppError } from './errors';

function baseUrl(): string | undefined {
  return typeof location === 'undefined' ? undefined : location.href;
}

/** The URL when it parses and is http(s); null for javascript:, ftp:, tg:, data: and garbage. */
export function parseHttpUrl(url: unknown): URL | null {
  if (typeof url !== 'string') return null;
  try {
    const parsed = new URL(url, baseUrl());
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed : null;
  } catch {
    return null;
  }
}

/** The absolute http(s) URL, else WebAppTgUrlInvalid (Telegram's code for openLink too). */
export function checkedLink(url: unknown): string {
  const parsed = parseHttpUrl(url);
  if (!parsed) throw new WebAppError('WebAppTgUrlInvalid');
  return parsed.href;
}

/**
 * Path and query of a t.me link (what web_app_open_tg_link carries). Only t.me itself: not
 * telegram.me, not a subdomain, as Telegram's script checks.
 */
export function telegramLinkPath(url: unknown): string {
  const parsed = parseHttpUrl(url);
  if (!parsed || parsed.hostname !== 't.me') throw new WebAppError('WebAppTgUrlInvalid');
  return parsed.pathname + parsed.search;
}

/** The slug of https://t.me/invoice/<slug> or https://t.me/$<slug>, else WebAppInvoiceUrlInvalid. */
export function invoiceSlug(url: unknown): string {
  const parsed = parseHttpUrl(url);
  const match = parsed?.hostname === 't.me' ? /^\/(?:\$|invoice\/)([A-Za-z0-9\-_=]+)$/.exec(parsed.pathname) : null;
  if (!match?.[1]) throw new WebAppError('WebAppInvoiceUrlInvalid');
  return match[1];
}
