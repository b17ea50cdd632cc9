import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { BottomBar } from './BottomBar';
import './root-layout.css';

/** The toast area of the root layout (spec sections 2 and 9): top-center, up to 5 visible. */
const TOAST_ANCHOR = { vertical: 'top', horizontal: 'center' } as const;
const MAX_VISIBLE_TOASTS = 5;

/** The root layout every route sits in: the narrow dark column, the toast area and the bottom bar. */
export function RootLayout({ children }: { children: ReactNode }) {
  return (
    // preventDuplicate: a withdraw's own payout toast and the event stream's new_withdraw toast
    // carry the same text; the second is dropped while the first is showing.
    <SnackbarProvider anchorOrigin={TOAST_ANCHOR} maxSnack={MAX_VISIBLE_TOASTS} preventDuplicate>
      <div className="column">
        <main className="column__main">{children}</main>
      </div>
      <BottomBar />
    </SnackbarProvider>
  );
}
