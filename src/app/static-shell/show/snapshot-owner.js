/** FNV-1a of a login token, as src/lib/session/session-owner.ts names its owner (a test holds them equal). */
function fingerprint(text) {
  var hash = 0x811c9dc5;
  for (var i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

function cookie(d, name) {
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
export function snapshotOwner(d, page) {
  if (page.initData) return typeof page.user.id === 'number' ? 'tg:' + page.user.id : null;
  var token = cookie(d, page.template.getAttribute('data-auth-cookie'));
  return token ? 'token:' + fingerprint(token) : null;
}
