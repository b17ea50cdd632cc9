import { useRef, useState, type CSSProperties, type PointerEvent } from 'react';
import { isDismissingSwipe } from './swipe';

interface Drag {
  pointerId: number;
  startX: number;
  startedAt: number;
}

/**
 * Swipe to dismiss (docs/product.md section 4), which notistack does not have: the card follows a horizontal
 * drag with pointer events (touch, pen and mouse alike); on release it flies out and `onDismiss`
 * runs when the drag passes the thresholds of swipe.ts, otherwise it snaps back.
 */
export function useSwipeDismiss({ onStart, onEnd, onDismiss }: { onStart: () => void; onEnd: () => void; onDismiss: () => void }) {
  const drag = useRef<Drag | null>(null);
  const [offset, setOffset] = useState(0);
  const [leaving, setLeaving] = useState(false);
  const [dragging, setDragging] = useState(false);

  const handlers = {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      // Not from the close button: a captured pointer would send its click to the card instead.
      if (leaving || event.button !== 0 || (event.target as Element).closest('button')) return;
      drag.current = { pointerId: event.pointerId, startX: event.clientX, startedAt: Date.now() };
      // jsdom has no pointer capture; browsers keep the moves coming even off the card.
      event.currentTarget.setPointerCapture?.(event.pointerId);
      setDragging(true);
      onStart();
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      if (drag.current?.pointerId !== event.pointerId) return;
      setOffset(event.clientX - drag.current.startX);
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      const current = drag.current;
      if (current?.pointerId !== event.pointerId) return;
      drag.current = null;
      setDragging(false);
      const dx = event.clientX - current.startX;
      if (isDismissingSwipe(dx, Date.now() - current.startedAt)) {
        setOffset(Math.sign(dx) * event.currentTarget.offsetWidth || dx);
        setLeaving(true);
        onDismiss();
      } else {
        setOffset(0);
        onEnd();
      }
    },
    onPointerCancel() {
      if (!drag.current) return;
      drag.current = null;
      setDragging(false);
      setOffset(0);
      onEnd();
    },
  };

  const style: CSSProperties = {
    transform: offset ? `translateX(${offset}px)` : undefined,
    opacity: leaving ? 0 : undefined,
    transition: dragging ? 'none' : undefined, // follow the finger; animate only the snap back and the exit
  };
  return { handlers, style };
}
