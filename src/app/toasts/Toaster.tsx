import { SnackbarProvider, useSnackbar } from 'notistack';
import { useEffect, useMemo, useState } from 'react';
import { attachToastSink } from '../../lib/toast';
import { TOAST_COMPONENTS } from './toast-components';
import { MAX_VISIBLE_TOASTS, TOAST_ANCHOR, toastTransitionMs } from './toast-options';
import { STACK_CLASS, ToastStackContext, stackClassName } from './toast-stack';

const prefersReducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Hands lib/toast.ts's toasts to the provider it sits in, for as long as it is mounted. */
function ToastSink() {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => attachToastSink((message, options) => void enqueueSnackbar(message, options)), [enqueueSnackbar]);
  return null;
}

/** Spread by a tap on the stack, folded by a tap anywhere else. */
function useExpanded() {
  const [expanded, setExpanded] = useState(false);
  useEffect(() => {
    if (!expanded) return;
    const fold = (event: PointerEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest(`.${STACK_CLASS}`)) setExpanded(false);
    };
    document.addEventListener('pointerdown', fold, true);
    return () => document.removeEventListener('pointerdown', fold, true);
  }, [expanded]);
  return useMemo(() => ({ expanded, toggle: () => setExpanded((was) => !was) }), [expanded]);
}

/**
 * The toast area (docs/product.md section 2 and 9): top-center, up to 5, every variant the toast card
 * (ToastContent.tsx), stacked in one card's height until spread (toast-stack.ts, toasts.css).
 * notistack v3's provider needs no children to wrap: it renders its own container. Each card runs
 * its own timer, so notistack's is off (autoHideDuration null).
 * preventDuplicate: a withdraw's own payout toast and the event stream's new_withdraw toast carry
 * the same text; the second is dropped while the first is showing. With prefers-reduced-motion,
 * toasts appear and leave without sliding (read when the area mounts).
 */
export function Toaster() {
  const stack = useExpanded();
  return (
    <ToastStackContext value={stack}>
      <SnackbarProvider
        anchorOrigin={TOAST_ANCHOR}
        maxSnack={MAX_VISIBLE_TOASTS}
        preventDuplicate
        autoHideDuration={null}
        transitionDuration={toastTransitionMs(prefersReducedMotion())}
        Components={TOAST_COMPONENTS}
        classes={{ containerRoot: stackClassName(stack.expanded) }}
      >
        <ToastSink />
      </SnackbarProvider>
    </ToastStackContext>
  );
}
