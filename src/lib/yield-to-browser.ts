interface YieldingScheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a later task, so the browser may paint, take a tap or run its own work before the
 * code after the `await` (docs/performance.md, "The takeover's tasks"). `scheduler.yield()` where
 * the browser has it (the continuation goes before other queued tasks, so the start loses no time),
 * else a MessageChannel message: unlike setTimeout, never clamped or throttled in a hidden tab.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port1.addEventListener(
      'message',
      () => {
        port1.close();
        resolve();
      },
      { once: true },
    );
    port1.start();
    port2.postMessage(null);
  });
}
