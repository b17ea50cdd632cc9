import { useEffect, useRef, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { Link, useRouter } from 'wouter';
import { observeVisibilityOnce } from './observe-visibility';
import { usePreloadRoute } from './route-preload-context';

export interface PreloadLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An app path such as `/history`; `~/` makes it absolute inside a nested router. */
  to: string;
  replace?: boolean;
  children: ReactNode;
}

/**
 * A router link that preloads its target screen as soon as it scrolls into view (docs/product.md section 2),
 * and on hover or focus as a fallback where IntersectionObserver is missing.
 */
export function PreloadLink({ to, onPointerEnter, onFocus, ...anchorProps }: PreloadLinkProps) {
  const preloadRoute = usePreloadRoute();
  const ref = useRef<HTMLAnchorElement>(null);
  const { base } = useRouter();
  // The preload resolver works on absolute paths; links inside a nested router are relative to it.
  const target = to.startsWith('~') ? to.slice(1) : base + to;

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    return observeVisibilityOnce(element, () => preloadRoute(target));
  }, [preloadRoute, target]);

  return (
    <Link
      {...anchorProps}
      to={to}
      ref={ref}
      onPointerEnter={(event) => {
        preloadRoute(target);
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        preloadRoute(target);
        onFocus?.(event);
      }}
    />
  );
}
