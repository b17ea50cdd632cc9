// `npm run screenshots`: the install dialog's screenshots, taken from the real app so they stay
// true. Builds the app if stale, starts the real server on a throw-away database, opens it as the
// demo Telegram player at 390x844 (2x) after a few orders, and writes public/screenshots/*.png,
// which the manifest lists (vite.config.ts). Run with tsx: it signs the launch with server code.
import { spawn } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { demoLaunchUrl } from '../server/auth/demo-link.ts';
import { DEV_BOT_TOKEN } from '../server/config.ts';
import { buildIfStale } from './build-if-stale.mjs';
import { CHROMIUM_ARGS, ensureBrowser } from './find-browser.mjs';

const OUT = 'public/screenshots';
const VIEWPORT = { width: 390, height: 844 };

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

async function waitForHealth(url, server) {
  for (let i = 0; i < 240; i += 1) {
    if (server.exitCode !== null) throw new Error('the server exited before it was ready');
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error('the server did not become healthy in 60 s');
}

buildIfStale();
const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'sendswin-screenshots-'));
const url = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'development', LOG_LEVEL: 'warn' },
});
const browser = await chromium.launch({ executablePath: ensureBrowser(), args: CHROMIUM_ARGS });
try {
  await waitForHealth(url, server);
  mkdirSync(OUT, { recursive: true });
  const launchUrl = demoLaunchUrl(url, DEV_BOT_TOKEN, Math.floor(Date.now() / 1000));
  // Orders through the API before the page opens: history and live wins have entries, and no
  // game toast covers the screen.
  const initData = new URLSearchParams(new URL(launchUrl).hash.slice(1)).get('tgWebAppData') ?? '';
  const authorization = `tma ${Buffer.from(initData).toString('base64')}`;
  for (const [index, option] of ['even', 'odd', 'even', 'odd', 'even', 'even'].entries()) {
    const response = await fetch(`${url}/api/v1/game/orders`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json', 'idempotency-key': `screenshot-${index}` },
      body: JSON.stringify({ game: 'odd_even', option, amount: '5' }),
    });
    if (response.status !== 201) throw new Error(`order ${index}: HTTP ${response.status}`);
  }
  const page = await browser.newPage({ viewport: VIEWPORT, deviceScaleFactor: 2 });
  await page.goto(launchUrl);
  await page.getByRole('button', { name: 'Got it' }).click();
  await page.getByRole('button', { name: 'Place order' }).waitFor();
  await page.screenshot({ path: `${OUT}/home.png` });
  await page.getByRole('link', { name: 'Profile', exact: true }).click();
  await page.getByRole('link', { name: 'History' }).first().click();
  await page.getByRole('heading', { level: 1, name: 'History' }).waitFor();
  await page.getByRole('listitem').first().waitFor();
  await page.screenshot({ path: `${OUT}/history.png` });
  console.log(`Wrote ${OUT}/home.png and ${OUT}/history.png (${VIEWPORT.width * 2}x${VIEWPORT.height * 2})`);
} finally {
  await browser.close();
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
