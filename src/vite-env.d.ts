/// <reference types="vite/client" />

/** Build-time variables of the app (README.md "Configuration"); see .env. */
interface ImportMetaEnv {
  readonly VITE_API_BASE?: string;
  readonly VITE_SUPPORT_URL?: string;
  readonly VITE_SKIP_ME?: string;
  /** The bot's numeric id for the browser login link (oauth.telegram.org); empty: no link. */
  readonly VITE_TELEGRAM_BOT_ID?: string;
  /** The bot's username (no @) for invite links, t.me/<username>?startapp=<refCode>. */
  readonly VITE_BOT_USERNAME?: string;
}
