/**
 * A link's preload when it comes into view (src/lib/routing/observe-visibility.ts) runs in an idle
 * moment of its own, not in the observer's callback: the bottom bar's links all come into view
 * with the app's first screen (docs/performance.md, "The takeover's tasks").
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

type Callback = (entries: Array<{ target: Element; isIntersecting: boolean }>) => void;
let fire: Callback = () => {};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

async function observed() {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: Callback) {
        fire = callback;
      }
      observe() {}
      unobserve() {}
    },
  );
  const idle: Array<() => void> = [];
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
  const { observeVisibilityOnce } = await import('../../src/lib/routing/observe-visibility');
  return { observeVisibilityOnce, idle };
}

describe('observeVisibilityOnce', () => {
  it('calls each link back in an idle callback of its own, once', async () => {
    const { observeVisibilityOnce, idle } = await observed();
    const [history, friends] = [document.createElement('a'), document.createElement('a')];
    const seen: string[] = [];
    observeVisibilityOnce(history, () => seen.push('history'));
    observeVisibilityOnce(friends, () => seen.push('friends'));
    fire([
      { target: history, isIntersecting: true },
      { target: friends, isIntersecting: true },
    ]);
    expect(seen).toEqual([]);
    expect(idle).toHaveLength(2);
    for (const run of idle) run();
    expect(seen).toEqual(['history', 'friends']);
    fire([{ target: history, isIntersecting: true }]);
    expect(idle).toHaveLength(2);
  });

  it('does nothing for a link cancelled before it came into view', async () => {
    const { observeVisibilityOnce, idle } = await observed();
    const link = document.createElement('a');
    const onVisible = vi.fn();
    observeVisibilityOnce(link, onVisible)();
    fire([{ target: link, isIntersecting: true }]);
    expect(idle).toHaveLength(0);
    expect(onVisible).not.toHaveBeenCalled();
  });
});
