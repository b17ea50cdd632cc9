import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'wouter';
import type { MessageId } from '../i18n/messages/en';
import { useT } from '../i18n/t';
import { focusScreenHeading } from '../lib/focus-heading';

/** The path of the last screen shown; none yet: the first screen after start keeps the browser's focus. */
let shownPath: string | undefined;

/**
 * Sits beside a leaf screen inside its Suspense boundary (AppRoutes.tsx), so it runs once the
 * screen has rendered: the document title names the screen (its route's `title`, else its
 * heading), in the language on screen, and after a navigation (a link, back, forward) focus moves
 * to the new screen's heading, where a screen reader then starts reading. The first screen after
 * start is left alone: focus is where the browser or Telegram put it.
 */
export function ScreenFocus({ title }: { title?: MessageId }) {
  const t = useT();
  // The path, not the history entry: replacing the search (`?lang=` leaving the URL) is no navigation.
  const [path] = useLocation();

  useLayoutEffect(() => {
    const first = shownPath === undefined;
    shownPath = path;
    if (!first) focusScreenHeading();
  }, [path]);

  useEffect(() => {
    const screen = title ? t(title) : document.querySelector('main h1')?.textContent?.trim();
    if (screen) document.title = t('document.title', { screen });
  });
  return null;
}
