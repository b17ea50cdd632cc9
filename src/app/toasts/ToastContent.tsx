import { useSnackbar, type CustomContentProps } from 'notistack';
import { useEffect, useId, useRef, type FocusEvent, type Ref } from 'react';
import { useT } from '../../i18n/t';
import { announce } from '../../lib/announce';
import { focusScreenHeading } from '../../lib/focus-heading';
import { toastDuration, toastPoliteness, toastRole } from './toast-options';
import { useToastStack } from './toast-stack';
import { useSwipeDismiss } from './use-swipe-dismiss';
import { useToastTimer } from './use-toast-timer';
import './toasts.css';

type ToastContentProps = CustomContentProps & { duration?: number; ref?: Ref<HTMLDivElement> };

/**
 * The one toast component of every variant (the Toaster's SnackbarProvider `Components`): a dark
 * card in --color-card-3 with the variant's accent, its own timer (pauses on hover, focus inside
 * and a hidden page; errors and warnings have none, toast-options.ts), swipe to dismiss, and a
 * close button with an accessible name. A tap on it spreads or folds the stack (toast-stack.ts).
 *
 * The card mounts with its text and is an alert or a status by its role (toast-options.ts), named
 * by its text, but not a live region itself (aria-live off): a region that arrives already filled
 * may be announced by some screen readers and not by others. Its text is announced once, as the
 * card mounts, by the app's persistent region of its politeness (lib/announce.ts), which was in
 * the page long before; so nothing waits for an empty region to be exposed first.
 */
export function ToastContent({ id, message, variant, duration, ref }: ToastContentProps) {
  const t = useT();
  const { closeSnackbar } = useSnackbar();
  const stack = useToastStack();
  const messageId = useId();
  const messageRef = useRef<HTMLParagraphElement>(null);
  // Once per card (its variant never changes): the words as it shows them, a message may be an element.
  useEffect(() => announce(messageRef.current?.textContent ?? '', toastPoliteness(variant)), [variant]);
  const close = () => closeSnackbar(id);
  const timer = useToastTimer(toastDuration(variant, duration), close);
  const swipe = useSwipeDismiss({ onStart: () => timer.pause('swipe'), onEnd: () => timer.resume('swipe'), onDismiss: close });
  // A tap on a touch screen also fires mouseenter, with no mouseleave until the next tap elsewhere.
  const touched = useRef(false);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) timer.resume('focus');
  };

  return (
    <div
      ref={ref}
      className="toast"
      role={toastRole(variant)}
      aria-live="off"
      aria-labelledby={messageId}
      onPointerDownCapture={(event) => (touched.current = event.pointerType === 'touch')}
      onMouseEnter={() => touched.current || timer.pause('hover')}
      onMouseLeave={() => timer.resume('hover')}
      onFocus={() => timer.pause('focus')}
      onBlur={onBlur}
    >
      {/* The close button is the keyboard's way; a tap on the card only spreads the stack for the eye. */}
      {/* oxlint-disable-next-line click-events-have-key-events, no-static-element-interactions */}
      <div className={`toast__swipe toast--${variant}`} style={swipe.style} {...swipe.handlers} onClick={stack.toggle}>
        <p ref={messageRef} id={messageId} className="toast__message">
          {message}
        </p>
        <button
          type="button"
          className="toast__close"
          aria-label={t('toast.dismiss')}
          onClick={(event) => {
            event.stopPropagation(); // a dismissal, not a tap on the stack
            close();
            // The button leaves with the card: keep the focus on the screen, not on <body>.
            focusScreenHeading();
          }}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </div>
  );
}
