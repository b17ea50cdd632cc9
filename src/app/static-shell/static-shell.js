/*
 * Paints before the app's bundle has arrived, but only what the app will show
 * (docs/performance.md, "The static shell" and "The screen snapshot"):
 * - at `/`, the prerendered home (the <template id="static-shell-template"> that the build puts in
 *   index.html, scripts/vite-static-shell.ts): a Telegram launch, English, the template's game, and
 *   the how-to only on a first visit;
 * - at another path, the last look the app kept of it (src/app/static-shell/keep-screen-snapshots.ts):
 *   the same player and build as the saved query cache the app will show it from, that cache still
 *   good, and the same language.
 * Everything else, or any doubt, shows nothing: the app paints as before. A file, not inline: the
 * CSP is script-src 'self'. ES5 on purpose: old in-app web views.
 */
(function (d, w) {
  'use strict';
  var template = d.getElementById('static-shell-template');
  if (!template || !template.content || w.location.search) return;

  function stored(key) {
    try {
      return w.localStorage.getItem(key);
    } catch (e) {
      return undefined; // storage refused: nothing is known
    }
  }

  var launch;
  var initData;
  var user;
  var saved;
  try {
    launch = new URLSearchParams(w.location.hash.slice(1));
    // As launch-params.ts: launch data counts only with a Telegram bridge (the mobile proxy or a
    // parent frame); a crafted link in a plain browser gets the login screen, so no home either.
    var proxy = w.TelegramWebviewProxy;
    var bridged = (proxy && typeof proxy.postEvent === 'function') || w.parent !== w;
    initData = bridged ? launch.get('tgWebAppData') : null;
    user = JSON.parse((initData && new URLSearchParams(initData).get('user')) || '{}') || {};
    saved = stored(template.getAttribute('data-settings-key'));
    if (saved === undefined) return;
    saved = saved === null ? null : JSON.parse(saved);
  } catch (e) {
    return;
  }

  /** Puts the shell where the template is, before #root (index.html's style hides #root meanwhile). */
  function show(shell) {
    template.parentNode.insertBefore(shell, template);
  }

  function showHome() {
    if (!initData) return; // no launch data: the session is the login screen's, not the me call
    var settings = saved;
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
    queueTaps(shell);
    show(shell);
  }

  /**
   * No tap is lost (DESIGN.md section 10, docs/performance.md "Taps before the app runs"): the
   * prerendered home answers taps before the bundle has run. A tap on a control the app names
   * (data-replay: a game, a pick, a stake chip, Place order; or a link's href) is queued in
   * window.__shellTaps, and the app replays the queue once, in order, when it has replaced the
   * shell (src/app/static-shell/replay-shell-taps.ts). Links and buttons do nothing here (a link
   * would reload the page, Place order would submit a form nobody handles); a radio checks itself,
   * so the player sees the pick taken. The stake field's text goes along as typed.
   */
  function queueTaps(shell) {
    var taps = [];
    w.__shellTaps = taps;
    shell.removeAttribute('inert');
    shell.addEventListener(
      'click',
      function (event) {
        var target = event.target;
        if (!target || !target.closest) return;
        var control = target.closest('[data-replay], a[href]');
        if (!control) {
          // A label forwards its tap to its radio (queued then); anything else has nothing to do yet.
          if (!target.closest('label, summary')) event.preventDefault();
          return;
        }
        if (control.tagName !== 'INPUT') event.preventDefault();
        if (control.getAttribute('type') === 'text' || control.getAttribute('inputmode')) return; // its text: below
        var key = control.getAttribute('data-replay');
        taps.push({ key: key || 'href:' + control.getAttribute('href') });
      },
      true,
    );
    shell.addEventListener(
      'input',
      function (event) {
        var key = event.target && event.target.getAttribute && event.target.getAttribute('data-replay');
        if (key) taps.push({ key: key, value: event.target.value });
      },
      true,
    );
    // The form has no action and must never reload the page. (Enter in the stake field clicks
    // Place order, which the click listener has queued and stopped.)
    shell.addEventListener(
      'submit',
      function (event) {
        event.preventDefault();
      },
      true,
    );
  }

  /** FNV-1a of a login token, as src/lib/session/session-owner.ts names its owner (a test holds them equal). */
  function fingerprint(text) {
    var hash = 0x811c9dc5;
    for (var i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
    return (hash >>> 0).toString(36);
  }

  function cookie(name) {
    var parts = d.cookie.split(';');
    for (var i = 0; i < parts.length; i++) {
      var pair = parts[i].replace(/^\s+/, '');
      if (pair.slice(0, name.length + 1) !== name + '=') continue;
      try {
        return decodeURIComponent(pair.slice(name.length + 1));
      } catch (e) {
        return pair.slice(name.length + 1);
      }
    }
    return null;
  }

  /** Whose data the app will show: the launch's Telegram user, or this login's token (session-owner.ts). */
  function owner() {
    if (initData) return typeof user.id === 'number' ? 'tg:' + user.id : null;
    var token = cookie(template.getAttribute('data-auth-cookie'));
    return token ? 'token:' + fingerprint(token) : null;
  }

  function showSnapshot() {
    var snapshot;
    try {
      snapshot = JSON.parse(stored(template.getAttribute('data-snapshot-key')) || 'null');
    } catch (e) {
      return;
    }
    if (!snapshot || snapshot.path !== w.location.pathname || typeof snapshot.html !== 'string' || !saved) return;
    var who = owner();
    var buster = template.getAttribute('data-build') + '|' + who;
    var maxAge = Number(template.getAttribute('data-max-age'));
    var now = Date.now();
    if (!who || snapshot.buster !== buster || !(now - snapshot.savedAt < maxAge)) return;
    // The app shows this screen from the saved query cache: it must be this build's and this
    // player's (its buster) and still good, or the app would start empty and show something else.
    // TanStack's persister writes {"buster":...,"timestamp":...,...}: any other shape shows nothing.
    var cache = stored(template.getAttribute('data-query-cache-key')) || '';
    var head = '{"buster":' + JSON.stringify(buster) + ',"timestamp":';
    if (cache.indexOf(head) !== 0 || !(now - parseInt(cache.slice(head.length, head.length + 16), 10) < maxAge)) return;
    // The same language: the picked one, or (none picked) the same Telegram language_code.
    if (saved.language !== snapshot.picked) return;
    if (snapshot.picked === null && (user.language_code || null) !== snapshot.launchTag) return;

    // Its CSS beyond what index.html links, inline: a <style> applies at once, a <link> added by a
    // script would not hold the paint. The app removes them with the snapshot.
    var links = d.getElementsByTagName('link');
    var linked = {};
    for (var l = 0; l < links.length; l++) linked[links[l].getAttribute('href')] = true;
    var sheets = snapshot.css || [];
    for (var s = 0; s < sheets.length; s++) {
      if (linked[sheets[s].href]) continue;
      var style = d.createElement('style');
      style.setAttribute('data-snapshot-css', '');
      style.textContent = sheets[s].text;
      d.head.appendChild(style);
    }
    var shell = d.createElement('div');
    shell.id = 'static-shell';
    shell.setAttribute('inert', ''); // nothing in it answers a tap until the app replaces it
    shell.setAttribute('data-snapshot', '');
    shell.innerHTML = snapshot.html; // the app's own markup; scripts in it would not run, and none are kept
    var scripts = shell.getElementsByTagName('script');
    while (scripts.length) scripts[0].parentNode.removeChild(scripts[0]);
    d.documentElement.lang = snapshot.lang;
    d.documentElement.dir = snapshot.dir;
    if (snapshot.title) d.title = snapshot.title;
    show(shell);
  }

  if (w.location.pathname === '/') showHome();
  else showSnapshot();
})(document, window);
