import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { reloadOnceForStaleChunk } from './stale-chunk-reload';

export type PreloadableComponent<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts loading the component's chunk; every call shares one request. */
  preload: () => Promise<unknown>;
};

/**
 * `React.lazy` with a `preload()` that links call when they come into view, so the chunk is often
 * in the cache before the user taps. The import promise is memoized so the chunk is requested once;
 * a failed attempt is forgotten, so a later render can try again instead of inheriting the failure.
 */
export function lazyWithPreload<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): PreloadableComponent<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  // Rendering the screen, unlike a link's preload, recovers from a chunk a deploy removed by
  // reloading into the new build (once); a preload that fails just leaves the next try to render.
  return Object.assign(lazy(() => preload().catch(reloadOnceForStaleChunk)), { preload });
}
