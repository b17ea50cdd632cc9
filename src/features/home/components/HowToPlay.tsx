import { useState } from 'react';
import { useT } from '../../../i18n/t';
import { focusScreenHeading } from '../../../lib/focus-heading';
import { useFirstVisit } from '../use-first-visit';
import { Button } from '../../../ui/Button';

/**
 * A short how-to for a first-time player (docs/product.md section 3: isFirstVisit), until they
 * dismiss it. One line, folded: opened in full it pushed Place order below the fold on a first
 * open; the steps are a tap away and the game is in view.
 */
export function HowToPlay() {
  const t = useT();
  const { isFirstVisit, markVisited } = useFirstVisit();
  const [open, setOpen] = useState(isFirstVisit);
  if (!open) return null;
  const dismiss = () => {
    markVisited();
    setOpen(false);
    // The button goes with the card: keep the focus on the screen instead of dropping it to <body>.
    focusScreenHeading();
  };
  return (
    // data-first-visit-only: src/app/static-shell/show/ drops it from the prerendered home for a returning player.
    <section className="card how-to" aria-labelledby="how-to-title" data-first-visit-only="">
      <details className="how-to__details">
        <summary className="how-to__summary">
          <h2 id="how-to-title" className="how-to__title">
            {t('home.howItWorks')}
          </h2>
        </summary>
        <ol className="steps">
          <li>{t('home.step.pick')}</li>
          <li>{t('home.step.order')}</li>
          <li>{t('home.step.result')}</li>
        </ol>
      </details>
      <Button variant="secondary" className="how-to__dismiss" onClick={dismiss} data-replay="how-to-dismiss">
        {t('home.howItWorks.dismiss')}
      </Button>
    </section>
  );
}
