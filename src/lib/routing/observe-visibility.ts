type OnVisible = () => void;

const callbacks = new WeakMap<Element, OnVisible>();
let observer: IntersectionObserver | undefined;

/**
 * Each preload in an idle moment of its own: the bottom bar's links come into view together with
 * the app's first screen, and each preload appends a modulepreload link per chunk, which in one
 * callback made one long task right after the takeover (docs/performance.md, "The takeover's
 * tasks"). Safari has no requestIdleCallback: a timer there.
 */
function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 0);
}

function sharedObserver(): IntersectionObserver {
  // One observer for every link on the page is cheaper than one per link.
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      const onVisible = callbacks.get(entry.target);
      unobserveVisibility(entry.target);
      if (onVisible) whenIdle(onVisible);
    }
  });
  return observer;
}

/** Calls `onVisible` once, the first time `element` enters the viewport. Returns a cancel function. */
export function observeVisibilityOnce(element: Element, onVisible: OnVisible): () => void {
  // Without IntersectionObserver (old web views, jsdom) links just load on tap.
  if (typeof IntersectionObserver === 'undefined') return () => {};
  callbacks.set(element, onVisible);
  sharedObserver().observe(element);
  return () => unobserveVisibility(element);
}

function unobserveVisibility(element: Element): void {
  callbacks.delete(element);
  observer?.unobserve(element);
}
