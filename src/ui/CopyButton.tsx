import { useEffect, useState } from 'react';
import { useT } from '../i18n/t';

/**
 * Copies `text` to the clipboard and says so in place for two seconds ("Copied", announced politely).
 * `label` names what is copied for a screen reader ("Copy address"); the button reads "Copy".
 */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <button
      type="button"
      className="copy-button"
      aria-label={label}
      onClick={() => {
        // Without clipboard access (an old WebView, a denied permission) the text stays selectable.
        void navigator.clipboard?.writeText(text).then(() => setCopied(true), () => {});
      }}
    >
      <span aria-live="polite">{copied ? t('copy.done') : t('copy.button')}</span>
    </button>
  );
}
