import { describe, expect, it, vi } from 'vitest';
import { preloadStartRoute } from '../../src/app/preload-start-route';
import type { RouteDefinition } from '../../src/app/route-table';
import { lazyWithPreload } from '../../src/lib/lazy-with-preload';

const Screen = () => null;

function spiedRoute(path: string, load: () => Promise<{ default: typeof Screen }>, children?: RouteDefinition[]): RouteDefinition {
  return { path, screen: lazyWithPreload(load), children };
}

describe('preloadStartRoute', () => {
  it('requests the chunks of the layout and the child screen the path renders, and nothing else', () => {
    const loads = { home: vi.fn(async () => ({ default: Screen })), layout: vi.fn(async () => ({ default: Screen })), edit: vi.fn(async () => ({ default: Screen })), overview: vi.fn(async () => ({ default: Screen })) };
    const routes = [
      spiedRoute('/', loads.home),
      spiedRoute('/profile', loads.layout, [spiedRoute('/', loads.overview), spiedRoute('/edit', loads.edit)]),
    ];
    preloadStartRoute(routes, '/profile/edit');
    expect(loads.layout).toHaveBeenCalledTimes(1);
    expect(loads.edit).toHaveBeenCalledTimes(1);
    expect(loads.home).not.toHaveBeenCalled();
    expect(loads.overview).not.toHaveBeenCalled();
  });

  it('swallows a failed preload, so the screen retries when it renders', async () => {
    const load = vi.fn<() => Promise<{ default: typeof Screen }>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: Screen });
    const route = spiedRoute('/', load);
    preloadStartRoute([route], '/');
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await expect(route.screen.preload()).resolves.toEqual({ default: Screen });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('preloads nothing for a path that redirects home', () => {
    const load = vi.fn(async () => ({ default: Screen }));
    preloadStartRoute([spiedRoute('/history', load)], '/nowhere');
    expect(load).not.toHaveBeenCalled();
  });
});
