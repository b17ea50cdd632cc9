import { useCallback, useEffect, useRef } from 'react';

export type PauseReason = 'hover' | 'focus' | 'hidden' | 'swipe';

/**
 * A toast's own auto-hide timer (docs/product.md section 4): it pauses while any reason holds (hovered,
 * focus inside, page hidden, a swipe in progress) and resumes with exactly the time that was left.
 * notistack's timer does not fit: it restarts at half the duration after a hover and ignores a
 * hidden page, so the provider's is off (autoHideDuration null) and each toast runs this one.
 */
export function useToastTimer(duration: number | null, onExpire: () => void) {
  const reasons = useRef(new Set<PauseReason>());
  // null: no timer at all (errors and warnings stay until dismissed).
  const remaining = useRef(duration ?? Number.POSITIVE_INFINITY);
  const startedAt = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  });

  const run = useCallback(() => {
    if (remaining.current === Number.POSITIVE_INFINITY) return;
    startedAt.current = Date.now();
    timer.current = setTimeout(() => expire.current(), remaining.current);
  }, []);

  const pause = useCallback((reason: PauseReason) => {
    if (reasons.current.size === 0 && timer.current !== undefined) {
      clearTimeout(timer.current);
      timer.current = undefined;
      remaining.current -= Date.now() - startedAt.current;
    }
    reasons.current.add(reason);
  }, []);

  const resume = useCallback(
    (reason: PauseReason) => {
      if (!reasons.current.delete(reason) || reasons.current.size > 0) return;
      run();
    },
    [run],
  );

  useEffect(() => {
    const onVisibility = () => (document.hidden ? pause('hidden') : resume('hidden'));
    if (document.hidden) reasons.current.add('hidden');
    else run();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      clearTimeout(timer.current);
    };
  }, [pause, resume, run]);

  return { pause, resume };
}
