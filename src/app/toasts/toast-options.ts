/**
 * The toast area's constants (docs/product.md section 2 and 9). The root layout's area is the one the app
 * has: top-center, dark, 5 visible. From the spec's other configuration it takes what fits a
 * phone column: 4000 ms by default, 356 px wide at most, 14 px apart, 45 px swipe, 200 ms exit.
 * Its bottom-right corner and 3 visible do not apply: the bottom bar lives there (README "Toasts").
 */
import type { ToastVariant as Variant } from '../../lib/toast';

export const TOAST_ANCHOR = { vertical: 'top', horizontal: 'center' } as const;
export const MAX_VISIBLE_TOASTS = 5;
export const TOAST_DEFAULT_MS = 4000;

/** The exit is the spec's; the entry is notistack's default. */
export const TOAST_TRANSITION_MS = { enter: 225, exit: 200 } as const;

const isUrgent = (variant: Variant) => variant === 'error' || variant === 'warning';

/**
 * How long a toast stays, in ms; null: until the player dismisses it (or five newer toasts push
 * it out). Errors and warnings have no timeout: a 4 s error is gone before many players have
 * read it, or before a screen reader user has found it (WCAG 2.2.1). Others: their own duration
 * (notices 60 s), else 4 s.
 */
export function toastDuration(variant: Variant, duration: number | undefined): number | null {
  if (isUrgent(variant)) return null;
  return duration ?? TOAST_DEFAULT_MS;
}

/** The live region role: errors and warnings interrupt (alert), game and payout notices wait their turn (status). */
export function toastRole(variant: Variant): 'alert' | 'status' {
  return isUrgent(variant) ? 'alert' : 'status';
}

/** The app's live region that announces it (lib/announce.ts): alerts interrupt, the rest wait their turn. */
export function toastPoliteness(variant: Variant): 'assertive' | 'polite' {
  return isUrgent(variant) ? 'assertive' : 'polite';
}

/** No sliding in or out when the player asked for reduced motion. */
export function toastTransitionMs(reducedMotion: boolean): { enter: number; exit: number } {
  return reducedMotion ? { enter: 0, exit: 0 } : TOAST_TRANSITION_MS;
}

// A type, not an interface: notistack only accepts overrides assignable to Record<string, unknown>.
type ToastProps = { duration?: number };

// notistack forwards options it does not know to the variant's component (ToastContent): this
// makes `duration` (lib/toast.ts's ToastOptions) a typed option of enqueueSnackbar for every variant.
declare module 'notistack' {
  interface VariantOverrides {
    default: ToastProps;
    success: ToastProps;
    error: ToastProps;
    warning: ToastProps;
    info: ToastProps;
    loss: ToastProps;
  }
}
