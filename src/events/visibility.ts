/** Whether anyone looks at this tab: only visible tabs hold or keep alive the event stream. */
export const isPageVisible = (): boolean => document.visibilityState === 'visible';

/** Calls `listener` on every change of visibility, pagehide/pageshow (bfcache) included. */
export function watchVisibility(listener: (visible: boolean) => void): () => void {
  const onChange = () => listener(isPageVisible());
  const onHide = () => listener(false);
  document.addEventListener('visibilitychange', onChange);
  window.addEventListener('pagehide', onHide);
  window.addEventListener('pageshow', onChange);
  return () => {
    document.removeEventListener('visibilitychange', onChange);
    window.removeEventListener('pagehide', onHide);
    window.removeEventListener('pageshow', onChange);
  };
}

/** Runs `start` while the page is visible; the function it returns runs when it is hidden. */
export function whileVisible(start: () => () => void): () => void {
  let stop: (() => void) | null = null;
  const update = (visible: boolean) => {
    if (visible && !stop) stop = start();
    else if (!visible && stop) {
      stop();
      stop = null;
    }
  };
  const unwatch = watchVisibility(update);
  update(isPageVisible());
  return () => {
    unwatch();
    update(false);
  };
}
