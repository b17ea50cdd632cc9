import { useId, type ReactNode } from 'react';

/**
 * The part the shell's error screens share (route, generic, session error, session ended): an
 * alert named by its heading, then what the player can do about it.
 */
export function ErrorScreen({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className="error-screen" role="alert" aria-labelledby={titleId}>
      <h1 id={titleId} className="error-screen__title">
        {title}
      </h1>
      {children}
    </section>
  );
}
