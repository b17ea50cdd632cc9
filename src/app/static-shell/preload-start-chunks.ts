import { yieldToBrowser } from '../../lib/yield-to-browser';

/** Links appended in one task: each starts a fetch, a few ms at 4x CPU. */
const LINKS_PER_TASK = 4;

/**
 * Home's chunks as modulepreload links, a few per task, before the start route's preload asks for
 * them: Vite's preload helper appends a link per chunk in one go (18 for home: the longest of the
 * start's tasks after the entry's), and skips a chunk already linked. The list is the build's
 * (scripts/vite-static-shell.ts, the template's `data-start-chunks`). docs/performance.md, "The
 * takeover's tasks".
 */
export async function preloadStartChunks(): Promise<void> {
  const files = document.getElementById('static-shell-template')?.dataset.startChunks?.split(' ').filter(Boolean) ?? [];
  for (let first = 0; first < files.length; first += LINKS_PER_TASK) {
    if (first > 0) await yieldToBrowser();
    for (const href of files.slice(first, first + LINKS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = ''; // as Vite's helper links them, so its check finds them
      link.href = href;
      document.head.append(link);
    }
  }
}
