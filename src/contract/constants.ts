/** Business constants of docs/product.md section 9 shared by app, service worker and server. */
import { STORAGE_NAMES } from './storage-names';

export const API_BASE_PATH = '/api/v1';
export const AUTH_COOKIE = STORAGE_NAMES.authCookie;
export const AUTH_COOKIE_DAYS = 7;
export const HISTORY_PAGE_SIZE = 20;
export const HISTORY_MAX_PAGES = 5;
export const HISTORY_INITIAL_PAGES = 2;
export const LIVE_WINS_LIMIT = 20;
export const REFERRAL_SHARE_PERCENT = 1;
/** How long game and payout notice toasts stay (docs/product.md section 9: 60000 ms). */
export const NOTICE_TOAST_MS = 60_000;
