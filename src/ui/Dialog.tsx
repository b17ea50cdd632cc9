import { useEffect, useRef, type ReactNode } from 'react';

export interface DialogProps {
  /** The id of the dialog's heading, its accessible name. */
  labelledBy: string;
  /** Called when it closes: Escape, or a form with method="dialog". */
  onClose: () => void;
  className?: string;
  /** An answer is required: Escape does not close it, and a browser that closes it anyway reopens it. */
  required?: boolean;
  children: ReactNode;
}

/**
 * A modal: the native <dialog>, opened with showModal() when it mounts, so the browser traps focus,
 * makes the page behind it inert and closes it on Escape. Mount it when it should show.
 */
export function Dialog({ labelledBy, onClose, className, required = false, children }: DialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element || element.open) return;
    // A WebView without showModal (Safari before 15.4, and jsdom) still shows it, if not modal.
    if (typeof element.showModal === 'function') element.showModal();
    else element.open = true;
  }, []);
  return (
    <dialog
      ref={dialog}
      className={className}
      aria-labelledby={labelledBy}
      onCancel={(event) => {
        if (required) event.preventDefault();
      }}
      onClose={() => {
        const element = dialog.current;
        // Chromium lets a second Escape in a row close a dialog whose cancel was refused.
        if (required && element?.isConnected && typeof element.showModal === 'function') element.showModal();
        else onClose();
      }}
    >
      {children}
    </dialog>
  );
}
