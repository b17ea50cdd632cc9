import { createContext, useContext, type ReactNode } from 'react';
import type { User } from '../contract/api-types';

/**
 * What the router knows besides the URL (docs/product.md section 2): the current user and the start param.
 * In lib, not app, because feature screens read it (the profile shows the player).
 */
export interface RouterContextValue {
  /** From the me call; null only when the build skips it (VITE_SKIP_ME). */
  user: User | null;
  /** Telegram's start parameter (tgWebAppStartParam or the init data's start_param); '' when none. */
  startParam: string;
}

const initialValue: RouterContextValue = { user: null, startParam: '' };

const RouterContext = createContext<RouterContextValue>(initialValue);

export function RouterContextProvider({
  value = initialValue,
  children,
}: {
  value?: RouterContextValue;
  children: ReactNode;
}) {
  return <RouterContext value={value}>{children}</RouterContext>;
}

// The provider and its hook belong together; fast refresh of this file just reloads the page.
// oxlint-disable-next-line react/only-export-components
export function useRouterContext(): RouterContextValue {
  return useContext(RouterContext);
}
