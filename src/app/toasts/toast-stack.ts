import { createContext, useContext } from 'react';

/**
 * Whether the toast stack is spread out (docs/product.md section 9, "Toasts"). Collapsed, the
 * cards take one card's height: the newest in front, up to two older ones peeking below it, so
 * five game notices never cover the order form. A tap on the stack spreads it (a mouse's hover and
 * keyboard focus do it in CSS); a tap elsewhere folds it again.
 */
export interface ToastStack {
  expanded: boolean;
  toggle: () => void;
}

export const ToastStackContext = createContext<ToastStack>({ expanded: false, toggle: () => {} });

export const useToastStack = (): ToastStack => useContext(ToastStackContext);

/** The class of notistack's container (SnackbarProvider `classes.containerRoot`); toasts.css lays it out. */
export const STACK_CLASS = 'toast-stack';

export function stackClassName(expanded: boolean): string {
  return expanded ? `${STACK_CLASS} ${STACK_CLASS}--expanded` : STACK_CLASS;
}
