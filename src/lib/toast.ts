/**
 * The app's one way to show a toast, without notistack in the initial JS (docs/performance.md):
 * the toast area (app/toasts/Toaster.tsx) loads after the first render and attaches itself as the
 * sink. Between the root layout's mount (`openToastQueue`) and the sink, toasts wait in order;
 * before the root layout exists (the session gate's screens show their own errors) they are dropped,
 * as they were when notistack's provider lived in the root layout.
 */
/** `loss`: a lost game's notice, in the loss colour (not the info blue), timed like any notice. */
export type ToastVariant = 'default' | 'success' | 'error' | 'warning' | 'info' | 'loss';

export interface ToastOptions {
  variant?: ToastVariant;
  /**
   * How long it stays, in ms (the toast card's own timer); TOAST_DEFAULT_MS when unset. Errors
   * and warnings ignore it: they stay until dismissed (app/toasts/toast-options.ts).
   */
  duration?: number;
  /** Drop it while a toast with the same text is showing. */
  preventDuplicate?: boolean;
}

export type ShowToast = (message: string, options?: ToastOptions) => void;

let sink: ShowToast | null = null;
let queue: Array<[string, ToastOptions | undefined]> | null = null;

export function showToast(message: string, options?: ToastOptions): void {
  if (sink) sink(message, options);
  else queue?.push([message, options]);
}

/** From now on toasts wait for a sink instead of being dropped; the returned function undoes it. */
export function openToastQueue(): () => void {
  queue ??= [];
  return () => {
    queue = null;
  };
}

/** Forwards every toast to `next`, the waiting ones first; the returned function detaches it. */
export function attachToastSink(next: ShowToast): () => void {
  sink = next;
  const waiting = queue ?? [];
  queue = queue && [];
  for (const [message, options] of waiting) next(message, options);
  return () => {
    if (sink === next) sink = null;
  };
}
