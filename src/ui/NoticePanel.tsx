import { useId, type ReactNode } from 'react';

export interface NoticePanelProps {
  /** The panel's heading: what the player meets (a level to reach, a country not served). */
  title: ReactNode;
  /** A drawing above the heading (an inline SVG), hidden from screen readers: the heading says it. */
  icon: ReactNode;
  /** The explanation, in paragraphs. */
  children: ReactNode;
  /** What the player can do now: the screen's buttons and links. */
  actions?: ReactNode;
}

/**
 * A whole-screen answer to a refusal the player must act on (not a toast or a line under a button):
 * a named region with its heading, the why, and the way on (`.notice-panel`, src/styles/global.css).
 */
export function NoticePanel({ title, icon, children, actions }: NoticePanelProps) {
  const headingId = useId();
  return (
    <section className="card notice-panel" aria-labelledby={headingId}>
      <div className="notice-panel__icon" aria-hidden="true">
        {icon}
      </div>
      <h2 id={headingId}>{title}</h2>
      <div className="notice-panel__body">{children}</div>
      {actions ? <div className="notice-panel__actions">{actions}</div> : null}
    </section>
  );
}
