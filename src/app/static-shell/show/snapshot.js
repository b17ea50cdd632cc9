import { show, stored } from './page.js';
import { snapshotOwner } from './snapshot-owner.js';

/** Whether the saved snapshot is what the app will show at this start; see the comments within. */
function isCurrent(d, w, page, snapshot) {
  if (!snapshot || snapshot.path !== w.location.pathname || typeof snapshot.html !== 'string' || !page.saved) return false;
  var template = page.template;
  var who = snapshotOwner(d, page);
  var buster = template.getAttribute('data-build') + '|' + who;
  var maxAge = Number(template.getAttribute('data-max-age'));
  var now = Date.now();
  if (!who || snapshot.buster !== buster || !(now - snapshot.savedAt < maxAge)) return false;
  // The app shows this screen from the saved query cache: it must be this build's and this
  // player's (its buster) and still good, or the app would start empty and show something else.
  // TanStack's persister writes {"buster":...,"timestamp":...,...}: any other shape shows nothing.
  var cache = stored(w, template.getAttribute('data-query-cache-key')) || '';
  var head = '{"buster":' + JSON.stringify(buster) + ',"timestamp":';
  if (cache.indexOf(head) !== 0 || !(now - parseInt(cache.slice(head.length, head.length + 16), 10) < maxAge)) return false;
  // The same language: the picked one, or (none picked) the same Telegram language_code.
  if (page.saved.language !== snapshot.picked) return false;
  return !(snapshot.picked === null && (page.user.language_code || null) !== snapshot.launchTag);
}

/**
 * Its CSS beyond what index.html links, inline: a <style> applies at once, a <link> added by a
 * script would not hold the paint. The app removes them with the snapshot.
 */
function addSnapshotCss(d, sheets) {
  var links = d.getElementsByTagName('link');
  var linked = {};
  for (var l = 0; l < links.length; l++) linked[links[l].getAttribute('href')] = true;
  for (var s = 0; s < sheets.length; s++) {
    if (linked[sheets[s].href]) continue;
    var style = d.createElement('style');
    style.setAttribute('data-snapshot-css', '');
    style.textContent = sheets[s].text;
    d.head.appendChild(style);
  }
}

/**
 * At another path: the last look the app kept of it (src/app/static-shell/keep-screen-snapshots.ts),
 * if the same player and build, the saved query cache still good, and the same language.
 */
export function showSnapshot(d, w, page) {
  var snapshot;
  try {
    snapshot = JSON.parse(stored(w, page.template.getAttribute('data-snapshot-key')) || 'null');
  } catch (e) {
    return;
  }
  if (!isCurrent(d, w, page, snapshot)) return;
  addSnapshotCss(d, snapshot.css || []);
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
  show(page, shell);
}
