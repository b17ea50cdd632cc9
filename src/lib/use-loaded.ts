/**
 * One resource loaded when the screen mounts, without TanStack Query: for lazy screens, which
 * would otherwise pull the query library's core out of the entry chunk (initial JS budget). The
 * load is aborted on unmount; a failure is kept as `loadError` (an aborted one is not), and a
 * later success clears it.
 */
import { useCallback, useEffect, useState } from 'react';

export interface Loaded<T> {
  value: T | null;
  loadError: unknown;
  /** Loads again (after a change, or a failed load). */
  reload: () => void;
  /** Replaces the value with one the server just answered (e.g. a POST's answer). */
  set: (value: T) => void;
}

export function useLoaded<T>(fetcher: (signal?: AbortSignal) => Promise<T>): Loaded<T> {
  const [value, setValue] = useState<T | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const load = useCallback(
    (signal?: AbortSignal) => {
      fetcher(signal).then(
        (loaded) => {
          setLoadError(null);
          setValue(loaded);
        },
        (problem: unknown) => signal?.aborted || setLoadError(problem),
      );
    },
    [fetcher],
  );
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load]);
  const reload = useCallback(() => load(), [load]);
  return { value, loadError, reload, set: setValue };
}
