import { useMemo } from 'react';
import { useSearch } from 'wouter';

/** The home route's search parameters (docs/product.md section 2 and 5): both optional strings. */
export interface HomeSearch {
  /** A referrer's code from an invite link. */
  ref?: string;
  /** A language code asked for by the link; the language issue decides whether it is supported. */
  lang?: string;
}

/**
 * Reads `ref` and `lang` from a query string (with or without `?`). A present key is kept as its
 * string (a repeated key keeps its first value, `?ref=` gives ''); a missing key is left out.
 */
export function parseHomeSearch(search: string): HomeSearch {
  const params = new URLSearchParams(search);
  const result: HomeSearch = {};
  const ref = params.get('ref');
  const lang = params.get('lang');
  if (ref !== null) result.ref = ref;
  if (lang !== null) result.lang = lang;
  return result;
}

export function useHomeSearch(): HomeSearch {
  const search = useSearch();
  return useMemo(() => parseHomeSearch(search), [search]);
}
