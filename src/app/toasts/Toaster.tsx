import { SnackbarProvider, useSnackbar } from 'notistack';
import { useEffect } from 'react';
import { attachToastSink } from '../../lib/toast';
import { TOAST_COMPONENTS } from './toast-components';
import { MAX_VISIBLE_TOASTS, TOAST_ANCHOR, toastTransitionMs } from './toast-options';

const prefersReducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Hands lib/toast.ts's toasts to the provider it sits in, for as long as it is mounted. */
function ToastSink() {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => attachToastSink((message, options) => void enqueueSnackbar(message, options)), [enqueueSnackbar]);
  return null;
}

/**
 * The toast area (docs/product.md section 2 and 9): top-center, up to 5, every variant the toast card
 * (ToastContent.tsx). notistack v3's provider needs no children to wrap: it renders its own
 * container. Each card runs its own timer, so notistack's is off (autoHideDuration null).
 * preventDuplicate: a withdraw's own payout toast and the event stream's new_withdraw toast carry
 * the same text; the second is dropped while the first is showing. With prefers-reduced-motion,
 * toasts appear and leave without sliding (read when the area mounts).
 */
export function Toaster() {
  return (
    <SnackbarProvider
      anchorOrigin={TOAST_ANCHOR}
      maxSnack={MAX_VISIBLE_TOASTS}
      preventDuplicate
      autoHideDuration={null}
      transitionDuration={toastTransitionMs(prefersReducedMotion())}
      Components={TOAST_COMPONENTS}
    >
      <ToastSink />
    </SnackbarProvider>
  );
}
