import { createContext, useContext } from 'react';

/** Starts loading whatever the screen at `path` needs (its chunks, later its data). */
export type PreloadRoute = (path: string) => void;

/**
 * The app provides the resolver from its route table; features only know paths. This keeps the
 * import direction of docs/architecture.md (features never import the app).
 */
export const RoutePreloadContext = createContext<PreloadRoute>(() => {});

export function usePreloadRoute(): PreloadRoute {
  return useContext(RoutePreloadContext);
}
