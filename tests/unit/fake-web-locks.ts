/**
 * An in-memory stand-in for navigator.locks (jsdom has none), enough for the leader election:
 * exclusive locks granted in request order, a request withdrawn by its AbortSignal while it
 * waits, and a held lock released when its callback's promise settles.
 */
type Grant = () => void;

export function fakeWebLocks() {
  const held = new Set<string>();
  const queues = new Map<string, Grant[]>();

  function next(name: string): void {
    if (held.has(name)) return;
    queues.get(name)?.shift()?.();
  }

  const locks = {
    request(name: string, options: { signal?: AbortSignal }, callback: () => unknown): Promise<unknown> {
      return new Promise((resolve, reject) => {
        const grant: Grant = () => {
          held.add(name);
          void Promise.resolve(callback())
            .then(resolve, reject)
            .finally(() => {
              held.delete(name);
              next(name);
            });
        };
        const queue = queues.get(name) ?? [];
        queues.set(name, queue);
        queue.push(grant);
        options.signal?.addEventListener('abort', () => {
          const index = queue.indexOf(grant);
          if (index === -1) return; // already granted: only settling the callback releases it
          queue.splice(index, 1);
          reject(new DOMException('withdrawn', 'AbortError'));
        });
        next(name);
      });
    },
  };
  return { locks, isHeld: (name: string) => held.has(name) };
}
