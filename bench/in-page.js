// Scripts the bench injects into pages before their own scripts (addInitScript, so the app's CSP
// does not apply). Plain JavaScript read as text: tsx would wrap TypeScript functions in
// `__name(...)` helpers that do not exist in the page (privatenumber/tsx#113).

/**
 * Notes when the awaited content first shows: home's "Place order" button, an entry of the
 * history list, or the reference page's div; the first contentful paint; and the long tasks
 * (over 50 ms, start and duration). Times are performance.now(), milliseconds since navigation
 * start. The content's time is its paint as Element Timing reports it (`paintedAt`, the same clock
 * as the paint timing of FCP), else the frame after the one in which it is found (`nextFrameAt`).
 */
// oxlint-disable-next-line no-unused-vars -- called by the text appended in browser.ts
function benchProbe(awaited) {
  window.__bench = { visibleAt: null, nextFrameAt: null, paintedAt: null, fcp: null, longTasks: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') window.__bench.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  // Every main-thread task over 50 ms from here on (this script runs before the page's own).
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__bench.longTasks.push({ start: Math.round(entry.startTime), duration: Math.round(entry.duration) });
  }).observe({ type: 'longtask' });
  const candidates = () => {
    if (awaited === 'home') return [...document.querySelectorAll('button')].filter((b) => b.textContent.trim() === 'Place order');
    if (awaited === 'history') return [...document.querySelectorAll('[aria-label="History"] li, [aria-label="History"] [role="listitem"]')];
    const div = document.getElementById('root')?.firstElementChild;
    return div ? [div] : [];
  };
  const shown = (element) => element.checkVisibility();
  const found = () => candidates().some(shown);

  // Element Timing reports the paint of elements that carry `elementtiming` when they are painted:
  // the attribute goes on each candidate and everything in it (text is reported for the element
  // that holds it) as it enters the document, before the frame that paints it.
  const ELEMENT_TIMING_ID = 'bench-awaited';
  const tagger = new MutationObserver(() => {
    for (const element of candidates()) {
      if (element.hasAttribute('elementtiming')) continue;
      for (const tagged of [element, ...element.querySelectorAll('*')]) tagged.setAttribute('elementtiming', ELEMENT_TIMING_ID);
    }
  });
  tagger.observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.identifier !== ELEMENT_TIMING_ID || window.__bench.paintedAt !== null) continue;
      window.__bench.paintedAt = entry.renderTime || entry.startTime;
      tagger.disconnect();
    }
  }).observe({ type: 'element', buffered: true });

  // The frame in which the content is found paints after this callback: the next frame's
  // callback is the first moment it has surely been rendered.
  const poll = () => {
    if (!found()) requestAnimationFrame(poll);
    else requestAnimationFrame(() => (window.__bench.nextFrameAt = performance.now()));
  };
  requestAnimationFrame(poll);
}

/**
 * Records the wall-clock time (Date.now(), comparable with the bench process's) at which a toast
 * "New WIN|LOSS order ID <id> ..." first appears, by order id, in window.__benchToasts.
 */
// oxlint-disable-next-line no-unused-vars -- called by the text appended in events.ts
function benchToasts() {
  window.__benchToasts = {};
  const pattern = /New (?:WIN|LOSS) order ID (\S+)/g;
  const note = (node) => {
    const text = node && node.textContent;
    if (!text || !text.includes('New ')) return;
    const at = Date.now();
    for (const match of text.matchAll(pattern)) window.__benchToasts[match[1]] ??= at;
  };
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'characterData') note(record.target.parentElement);
      else for (const node of record.addedNodes) note(node);
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/**
 * The bridge a Telegram mobile or desktop client injects before the page runs: the app trusts the
 * launch data in the URL's hash only with it (docs/security.md, "Launch data only with a Telegram
 * bridge"), so without it every page would be the browser login screen, not home. What the app
 * posts is kept in window.__benchPosted (event type, data JSON) and answered by nobody, as the
 * e2e stub does (tests/e2e/telegram-host.ts).
 */
// oxlint-disable-next-line no-unused-vars -- called by the text appended in browser.ts
function benchTelegramBridge() {
  window.__benchPosted = [];
  window.TelegramWebviewProxy = {
    postEvent(eventType, eventData) {
      window.__benchPosted.push({ eventType, eventData });
    },
  };
}
