/**
 * What the show script knows of the page before the app runs (the other parts take it as `page`):
 * the template the build put in index.html, the launch, and the app's saved settings. ES5 with
 * module syntax only: the build bundles these files into one ES5 script (scripts/static-shell-script.ts).
 */

/** localStorage's value for `key`; undefined when storage is refused (nothing is known then). */
export function stored(w, key) {
  try {
    return w.localStorage.getItem(key);
  } catch (e) {
    return undefined;
  }
}

/** The page's facts, or null when anything is in doubt (the app then paints as before). */
export function readPage(d, w) {
  var template = d.getElementById('static-shell-template');
  if (!template || !template.content || w.location.search) return null;
  try {
    var launch = new URLSearchParams(w.location.hash.slice(1));
    // As launch-params.ts: launch data counts only with a Telegram bridge (the mobile proxy or a
    // parent frame); a crafted link in a plain browser gets the login screen, so no home either.
    var proxy = w.TelegramWebviewProxy;
    var bridged = (proxy && typeof proxy.postEvent === 'function') || w.parent !== w;
    var initData = bridged ? launch.get('tgWebAppData') : null;
    var user = JSON.parse((initData && new URLSearchParams(initData).get('user')) || '{}') || {};
    var saved = stored(w, template.getAttribute('data-settings-key'));
    if (saved === undefined) return null;
    return { template: template, launch: launch, initData: initData, user: user, saved: saved === null ? null : JSON.parse(saved) };
  } catch (e) {
    return null;
  }
}

/** Puts the shell where the template is, before #root (index.html's style hides #root meanwhile). */
export function show(page, shell) {
  page.template.parentNode.insertBefore(shell, page.template);
}
