import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useT } from '../../../i18n/t';

type Tab = 'connected' | 'manual';
const TABS: Tab[] = ['connected', 'manual'];

/**
 * Two ways to deposit, said in words (docs/payments.md, "The deposit UI"): "Pay with connected
 * wallet" first, the one a player cannot get wrong (the app writes the comment), and "Send
 * manually" second. ARIA tabs: arrow keys move between them; only the chosen panel is mounted, so
 * the manual one's QR chunk loads when it is opened.
 */
export function DepositTabs({ connected, manual }: { connected: ReactNode; manual: ReactNode }) {
  const t = useT();
  const id = useId();
  const [tab, setTab] = useState<Tab>('connected');
  const labels: Record<Tab, string> = { connected: t('wallet.tab.connected'), manual: t('wallet.tab.manual') };

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next = tab === 'connected' ? 'manual' : 'connected';
    setTab(next);
    document.getElementById(`${id}-${next}-tab`)?.focus();
  }

  return (
    <>
      <div className="wallet-tabs" role="tablist" aria-label={t('wallet.depositButton')}>
        {TABS.map((name) => (
          <button
            key={name}
            id={`${id}-${name}-tab`}
            type="button"
            role="tab"
            className="wallet-tab"
            aria-selected={tab === name}
            aria-controls={`${id}-panel`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
            onKeyDown={onKeyDown}
          >
            {labels[name]}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-${tab}-tab`} className="wallet-tabpanel">
        {tab === 'connected' ? connected : manual}
      </div>
    </>
  );
}
