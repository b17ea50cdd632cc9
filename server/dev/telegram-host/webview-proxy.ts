/**
 * Appended to the app's /telegram-receivers.js by a dev server that runs the dev Telegram host
 * (never by any other server): inside the host's frame it plays what Telegram Desktop injects
 * before a Mini App's scripts run, `window.TelegramWebviewProxy`, and posts the app's events to
 * the host page. Telegram Web's own channel cannot be played: the app posts to, and trusts
 * answers from, https://web.telegram.org only (docs/security.md), and that check stays as it is.
 *
 * It acts only when the parent is a page of this origin that declared itself the dev host; any
 * other parent (another site: reading it throws) or none leaves the page as it was, so a crafted
 * link opened in a plain tab still ends at the login page. ES5, like the file it joins.
 */
export const DEV_HOST_MARKER = 'sendswinDevTelegramHost';

export const WEBVIEW_PROXY_SCRIPT = `
/* Dev server only (server/dev/telegram-host/webview-proxy.ts): the dev Telegram host's channel. */
(function (w) {
  'use strict';
  var parent = w.parent;
  try {
    if (parent === w || parent.${DEV_HOST_MARKER} !== true) return;
  } catch (otherOrigin) { // oxlint-disable-line no-unused-vars
    return;
  }
  w.TelegramWebviewProxy = {
    postEvent: function (eventType, eventData) {
      var message = JSON.stringify({ eventType: eventType, eventData: eventData ? JSON.parse(eventData) : '' });
      parent.postMessage(message, w.location.origin);
    }
  };
})(window);
`;
