/*
 * Shows the prerendered home (the <template id="static-shell-template"> that the build puts in
 * index.html, scripts/vite-static-shell.ts) before the app's bundle has arrived, but only when it is
 * what the app will show: home (`/`, no query string), a Telegram launch (launch data in the hash:
 * the session is then the me call, not the login screen), English, the template's game, and the
 * how-to only on a first visit. Everything else, or any doubt, shows nothing: the app paints as
 * before. docs/performance.md, "The static shell". A file, not inline: the CSP is script-src 'self'.
 * ES5 on purpose: old in-app web views.
 */
(function (d, w) {
  'use strict';
  var template = d.getElementById('static-shell-template');
  if (!template || !template.content || w.location.pathname !== '/' || w.location.search) return;

  function stored(key) {
    try {
      return w.localStorage.getItem(key);
    } catch (e) {
      return undefined; // storage refused: nothing is known
    }
  }

  var settings;
  var launch;
  var user;
  try {
    launch = new URLSearchParams(w.location.hash.slice(1));
    var initData = launch.get('tgWebAppData');
    if (!initData) return;
    user = JSON.parse(new URLSearchParams(initData).get('user') || '{}');
    var saved = stored(template.getAttribute('data-settings-key'));
    if (saved === undefined) return;
    if (saved !== null) settings = JSON.parse(saved);
  } catch (e) {
    return;
  }
  if (!settings) {
    // No copy of the settings: this is a first start only if no query cache was saved either (an
    // older build kept settings without the copy), and on Telegram 9.0+ the settings may come back
    // from DeviceStorage (iOS clears a web view's storage): the shell could be the wrong language.
    if (stored(template.getAttribute('data-query-cache-key')) !== null) return;
    if (!(parseFloat(launch.get('tgWebAppVersion') || '0') < 9)) return;
    settings = { language: null, game: template.getAttribute('data-game'), firstVisit: true };
  }
  // Without a picked language the app follows Telegram's language_code (none: English).
  var english = settings.language ? settings.language === 'en' : /^en(-|$)/i.test(user.language_code || 'en');
  if (!english || settings.game !== template.getAttribute('data-game')) return;

  var shell = d.importNode(template.content, true).firstElementChild;
  if (!shell) return;
  if (settings.firstVisit !== true) {
    var howTo = shell.querySelector('[data-first-visit-only]');
    if (howTo) howTo.parentNode.removeChild(howTo);
  }
  template.parentNode.insertBefore(shell, template);
})(document, window);
