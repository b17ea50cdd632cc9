import { afterEach, inject, describe, expect, it } from 'vitest';
import { launchHash } from '../../server/dev/scripted-player';
import { STORAGE_NAMES } from '../../src/contract/storage-names';
import { replayShellTaps, type ShellTap } from '../../src/app/static-shell/replay-shell-taps';

/**
 * src/app/static-shell/show/ (bundled as the build does) decides, before any of the app's scripts, whether the prerendered home
 * is what the app will show (docs/performance.md, "The static shell"); in any doubt it shows
 * nothing. Each case below runs the file as the page would, in jsdom.
 */
const SCRIPT = inject('showScript');

const TEMPLATE = `<template id="static-shell-template" data-game="odd_even" data-settings-key="${STORAGE_NAMES.shellSettings}" data-query-cache-key="${STORAGE_NAMES.queryCache}"><div id="static-shell" inert><main><h1>Home</h1><section data-first-visit-only=""><h2>How to play</h2></section><button>Place order</button></main></div></template><div id="root"></div>`;

interface Visit {
  path?: string;
  languageCode?: string;
  version?: string;
  /** The app's copy of the settings, as shell-settings.ts writes it. */
  copy?: unknown;
  savedQueryCache?: boolean;
  launch?: boolean;
  /** Telegram's bridge (the mobile clients' proxy): launch data in the URL counts only with it. */
  bridge?: boolean;
}

function visit({ path = '/', languageCode = 'en', version = '8.0', copy, savedQueryCache = false, launch = true, bridge = true }: Visit) {
  const user = { id: 1, first_name: 'Ada', language_code: languageCode };
  const proxyHolder = window as { TelegramWebviewProxy?: unknown };
  if (bridge) proxyHolder.TelegramWebviewProxy = { postEvent() {} };
  else delete proxyHolder.TelegramWebviewProxy;
  window.history.replaceState(null, '', launch ? `${path}#${launchHash({ user, version })}` : path);
  localStorage.clear();
  if (copy !== undefined) localStorage.setItem(STORAGE_NAMES.shellSettings, typeof copy === 'string' ? copy : JSON.stringify(copy));
  if (savedQueryCache) localStorage.setItem(STORAGE_NAMES.queryCache, '{}');
  document.body.innerHTML = TEMPLATE;
  new Function(SCRIPT)();
  return {
    shown: document.getElementById('static-shell') !== null,
    howTo: document.querySelector('#static-shell [data-first-visit-only]') !== null,
  };
}

afterEach(() => {
  delete (window as { TelegramWebviewProxy?: unknown }).TelegramWebviewProxy;
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('static-shell.js', () => {
  it('shows the shell, how-to included, for a first English Telegram launch of / before 9.0', () => {
    expect(visit({})).toEqual({ shown: true, howTo: true });
    // The same link in a plain browser (a crafted #tgWebAppData, docs/security.md): the login, not home.
    expect(visit({ bridge: false })).toEqual({ shown: false, howTo: false });
    expect(visit({ languageCode: 'en-GB' }).shown).toBe(true);
    // Before the shell, it sits where the template is: before #root.
    visit({});
    expect(document.getElementById('static-shell')?.nextElementSibling?.id).toBe('static-shell-template');
  });

  it('follows the copy of the settings: no how-to once dismissed; a picked English beats Telegram', () => {
    expect(visit({ copy: { language: null, game: 'odd_even', firstVisit: false } })).toEqual({ shown: true, howTo: false });
    expect(visit({ copy: { language: 'en', game: 'odd_even', firstVisit: true }, languageCode: 'de' }).shown).toBe(true);
    // With a copy, 9.0+ is no doubt: the copy is what the app read.
    expect(visit({ copy: { language: null, game: 'odd_even', firstVisit: true }, version: '9.1' }).shown).toBe(true);
  });

  it.each<[string, Visit]>([
    ['a German Telegram user', { languageCode: 'de' }],
    ['a language the app does not have (the app shows English, but not worth guessing)', { languageCode: 'nl' }],
    ['a picked German language, whatever Telegram says', { copy: { language: 'de', game: 'odd_even', firstVisit: true } }],
    ['another game', { copy: { language: null, game: 'lottery', firstVisit: true } }],
    ['a first start on Telegram 9.0+ (settings may come back from DeviceStorage)', { version: '9.0' }],
    ['no copy but a saved query cache (an older build ran here)', { savedQueryCache: true }],
    ['a copy that is not JSON', { copy: '{oops' }],
    ['no launch data (a browser: the login screen or a token)', { launch: false }],
    ['another path', { path: '/history' }],
    ['a query string (an invite card, ?lang=)', { path: '/?ref=abc' }],
  ])('shows nothing for %s', (_name, options) => {
    expect(visit(options).shown).toBe(false);
  });
});

describe('taps before the app runs', () => {
  it('are queued on the shell in order, and replayed on the app’s controls of the same name; a tap whose control the app does not show is skipped, the later ones still replayed', async () => {
    expect(visit({}).shown).toBe(true);
    const shell = document.getElementById('static-shell')!;
    shell.insertAdjacentHTML(
      'beforeend',
      '<button data-replay="game:lottery">Lottery</button><button data-replay="pick:odd">Odd</button><input data-replay="stake" inputmode="decimal"><a href="/history">History</a><button data-replay="place">Place</button>',
    );
    const stake = shell.querySelector<HTMLInputElement>('[data-replay="stake"]')!;
    for (const key of ['game:lottery', 'pick:odd']) shell.querySelector<HTMLElement>(`[data-replay="${key}"]`)!.click();
    stake.value = '2,5';
    stake.dispatchEvent(new Event('input', { bubbles: true }));
    shell.querySelector<HTMLAnchorElement>('a')!.click();
    shell.querySelector<HTMLElement>('[data-replay="place"]')!.click();
    const taps = (window as { __shellTaps?: ShellTap[] }).__shellTaps!;
    expect(taps).toEqual([{ key: 'game:lottery' }, { key: 'pick:odd' }, { key: 'stake', value: '2,5' }, { key: 'href:/history' }, { key: 'place' }]);

    // The app shows odd_even: no Lottery button. What follows the gone control is replayed all the same.
    const root = document.getElementById('root')!;
    root.innerHTML = '<button data-replay="pick:odd">Odd</button><input data-replay="stake"><a href="/history">History</a><button data-replay="place">Place</button>';
    const replayed: string[] = [];
    root.addEventListener('click', (event) => {
      event.preventDefault();
      replayed.push((event.target as HTMLElement).getAttribute('data-replay') ?? (event.target as HTMLElement).getAttribute('href')!);
    });
    root.addEventListener('input', (event) => replayed.push(`typed ${(event.target as HTMLInputElement).value}`));
    await replayShellTaps(root, taps);
    expect(replayed).toEqual(['pick:odd', 'typed 2,5', '/history', 'place']);
  });
});
