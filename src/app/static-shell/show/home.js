import { show, stored } from './page.js';
import { queueTaps } from './tap-queue.js';

/**
 * At `/`: the prerendered home, but only for what the app will show first: a Telegram launch, in
 * English, with the template's game, and the how-to only on a first visit.
 */
export function showHome(d, w, page) {
  if (!page.initData) return; // no launch data: the session is the login screen's, not the me call
  var template = page.template;
  var settings = page.saved;
  if (!settings) {
    // No copy of the settings: this is a first start only if no query cache was saved either (an
    // older build kept settings without the copy), and on Telegram 9.0+ the settings may come back
    // from DeviceStorage (iOS clears a web view's storage): the shell could be the wrong language.
    if (stored(w, template.getAttribute('data-query-cache-key')) !== null) return;
    if (!(parseFloat(page.launch.get('tgWebAppVersion') || '0') < 9)) return;
    settings = { language: null, game: template.getAttribute('data-game'), firstVisit: true };
  }
  // Without a picked language the app follows Telegram's language_code (none: English).
  var english = settings.language ? settings.language === 'en' : /^en(-|$)/i.test(page.user.language_code || 'en');
  if (!english || settings.game !== template.getAttribute('data-game')) return;

  var shell = d.importNode(template.content, true).firstElementChild;
  if (!shell) return;
  if (settings.firstVisit !== true) {
    var howTo = shell.querySelector('[data-first-visit-only]');
    if (howTo) howTo.parentNode.removeChild(howTo);
  }
  queueTaps(w, shell);
  show(page, shell);
}
