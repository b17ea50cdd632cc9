/**
 * @microsoft/fetch-event-source calls `window.setTimeout`, `window.clearTimeout` and
 * `document.removeEventListener` even with `openWhenHidden: true`, and a worker has neither
 * global: https://github.com/Azure/fetch-event-source/issues/39. This gives it just those: timers
 * of the worker's own scope and a document that is never hidden and has no events. Only what the
 * library calls, so code that tells a worker from a page by `typeof window` is not fooled for more.
 */
export function installEventSourceShim(): void {
  const scope = globalThis as unknown as { window?: unknown; document?: unknown };
  scope.window ??= {
    setTimeout: (handler: () => void, ms?: number) => setTimeout(handler, ms),
    clearTimeout: (id?: ReturnType<typeof setTimeout>) => clearTimeout(id),
    fetch: (input: RequestInfo | URL, init?: RequestInit) => fetch(input, init),
  };
  scope.document ??= {
    hidden: false,
    visibilityState: 'visible',
    addEventListener() {},
    removeEventListener() {},
  };
}
