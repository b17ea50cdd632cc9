/**
 * The app's start (src/start-app.tsx) runs one phase a task, so no phase adds to the entry's
 * evaluation, the longest task of a cold load (docs/performance.md, "The takeover's tasks"); and
 * every phase still runs, in the order the takeover needs.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

const steps: string[] = [];
const note = (step: string) => () => void steps.push(step);

vi.mock('../../src/lib/yield-to-browser', () => ({ yieldToBrowser: async () => void steps.push('yield') }));
vi.mock('../../src/app/launch', () => ({
  prepareLaunch: () => {
    steps.push('launch');
    return { launchParams: {}, login: Promise.resolve(null), language: 'en' };
  },
}));
vi.mock('../../src/lib/session/credentials', () => ({ credentialKind: () => 'telegram' }));
vi.mock('../../src/app/static-shell/preload-start-chunks', () => ({ preloadStartChunks: async () => void steps.push('home chunks linked') }));
vi.mock('../../src/app/preload-start-route', () => ({ preloadStartRoute: async () => void steps.push('start route preload') }));
vi.mock('../../src/settings/app-storage', () => ({ loadSettings: async () => void steps.push('settings') }));
vi.mock('../../src/i18n/store', () => ({ initI18n: async () => void steps.push('i18n') }));
vi.mock('../../src/app/static-shell/shell-settings', () => ({ rememberShellSettings: () => {} }));
vi.mock('../../src/app/static-shell/replace-static-shell', () => ({ staticShellShown: () => true, replaceStaticShellOnFirstRender: note('shell replacement') }));
vi.mock('../../src/telegram/current-web-app', () => ({ getWebApp: () => null }));
vi.mock('../../src/telegram/device-storage-mirror', () => ({ deviceStorageMirror: () => undefined }));
vi.mock('../../src/app/App', () => ({ App: () => null }));
vi.mock('react-dom/client', () => ({
  createRoot: () => {
    steps.push('React root');
    return { render: note('first render') };
  },
}));

afterEach(() => {
  steps.length = 0;
});

describe('startApp', () => {
  it('reads the launch, preloads the start route, makes the React root and renders, each after a yield', async () => {
    const { startApp } = await import('../../src/start-app');
    await startApp(document.createElement('div'));
    expect(steps).toEqual([
      'yield',
      'launch',
      'yield',
      'home chunks linked',
      'start route preload',
      'settings',
      'i18n',
      'yield',
      'shell replacement',
      'React root',
      'yield',
      'first render',
    ]);
  });
});
