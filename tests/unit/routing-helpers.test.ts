import { describe, expect, it, vi } from 'vitest';
import { parse } from 'regexparam';
import { matchRouteChain } from '../../src/app/route-match';
import type { RouteDefinition } from '../../src/app/route-table';
import { t } from '../../src/i18n/t';
import { lazyWithPreload } from '../../src/lib/lazy-with-preload';

const Screen = () => null;

function fakeRoute(path: string, children?: RouteDefinition[]): RouteDefinition {
  return { path, screen: lazyWithPreload(async () => ({ default: Screen })), children };
}

describe('lazyWithPreload', () => {
  it('requests the chunk once however often it is preloaded', async () => {
    const load = vi.fn<() => Promise<{ default: typeof Screen }>>(async () => ({ default: Screen }));
    const component = lazyWithPreload(load);
    await Promise.all([component.preload(), component.preload()]);
    await component.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Screen }>>()
      .mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: Screen });
    const component = lazyWithPreload(load);
    await expect(component.preload()).rejects.toThrow('offline');
    await expect(component.preload()).resolves.toEqual({ default: Screen });
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('matchRouteChain', () => {
  const overview = fakeRoute('/');
  const edit = fakeRoute('/edit');
  const profile = fakeRoute('/profile', [overview, edit]);
  const home = fakeRoute('/');
  const history = fakeRoute('/history');
  const routes = [home, profile, history];

  it.each([
    ['/', [home]],
    ['/history', [history]],
    ['/profile', [profile, overview]],
    ['/profile/', [profile, overview]],
    ['/profile/edit', [profile, edit]],
    ['/nowhere', []],
  ])('finds the screens %s renders', (path, expected) => {
    expect(matchRouteChain(parse, routes, path)).toEqual(expected);
  });
});

describe('t', () => {
  it('looks up English text and fills placeholders', () => {
    expect(t('nav.home')).toBe('Home');
    expect(t('home.invite', { ref: 'abc' })).toBe('Invited with code abc');
  });
});
