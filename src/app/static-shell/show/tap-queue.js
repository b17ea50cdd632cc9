/**
 * No tap is lost (docs/performance.md "Taps before the app runs"): the
 * prerendered home answers taps before the bundle has run. A tap on a control the app names
 * (data-replay: a game, a pick, a stake chip, Place order; or a link's href) is queued in
 * window.__shellTaps, and the app replays the queue once, in order, when it has replaced the
 * shell (src/app/static-shell/replay-shell-taps.ts). Links and buttons do nothing here (a link
 * would reload the page, Place order would submit a form nobody handles); a radio checks itself,
 * so the player sees the pick taken. The stake field's text goes along as typed.
 */
export function queueTaps(w, shell) {
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
