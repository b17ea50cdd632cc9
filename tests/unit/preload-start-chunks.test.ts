/**
 * Home's chunks linked a few per task at start (src/app/static-shell/preload-start-chunks.ts), so
 * Vite's preload helper finds them linked instead of appending a link per chunk in one task
 * (docs/performance.md, "The takeover's tasks").
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

/** How many links were in the page at each yield (the end of a task). */
const linkedAtYield: number[] = [];
vi.mock('../../src/lib/yield-to-browser', () => ({ yieldToBrowser: async () => void linkedAtYield.push(document.head.querySelectorAll('link').length) }));

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  linkedAtYield.length = 0;
});

function template(chunks: string): void {
  const element = document.createElement('template');
  element.id = 'static-shell-template';
  element.dataset.startChunks = chunks;
  document.body.append(element);
}

describe('preloadStartChunks', () => {
  it('links every chunk the build named as a module preload, four per task', async () => {
    const { preloadStartChunks } = await import('../../src/app/static-shell/preload-start-chunks');
    const files = Array.from({ length: 9 }, (_, i) => `/assets/c${i}.js`);
    template(files.join(' '));
    await preloadStartChunks();
    const links = [...document.head.querySelectorAll('link')];
    expect(links.map((link) => [link.rel, link.getAttribute('href'), link.crossOrigin])).toEqual(files.map((file) => ['modulepreload', file, '']));
    expect(linkedAtYield).toEqual([4, 8]);
  });

  it('links nothing without the template', async () => {
    const { preloadStartChunks } = await import('../../src/app/static-shell/preload-start-chunks');
    await preloadStartChunks();
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});
