import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether `ref`'s element is in (or within `rootMargin` of) the viewport, kept up to date, unlike
 * routing/observe-visibility.ts which fires once. Without IntersectionObserver it stays false and
 * callers show a button instead.
 */
export function useInView(ref: RefObject<Element | null>, rootMargin = '200px'): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const last = entries.at(-1);
      if (last) setInView(last.isIntersecting);
    }, { rootMargin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin]);
  return inView;
}
