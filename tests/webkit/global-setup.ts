/**
 * Starts what every WebKit spec shares, on free ports, and stops it all at the end: a display
 * (Xvfb), WebKitGTK's WebDriver on it, and the real server on a fresh PGlite folder serving the
 * built app (built here when it is missing or older than its sources). Specs get the URLs through
 * vitest's provide/inject; each test opens its own browser session (a fresh profile).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import type { TestProject } from 'vitest/node';
import { buildIfStale } from '../../scripts/build-if-stale.mjs';
import { buildServerIfStale } from '../../scripts/build-server.mjs';
import { ensureWebKit } from '../../scripts/find-webkit.mjs';
import { spawnServer } from '../e2e/spawn-server';
import { tempDir } from '../e2e/pwa-helpers';

declare module 'vitest' {
  export interface ProvidedContext {
    webdriverUrl: string;
    serverUrl: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Xvfb picks a free display itself and writes its number to fd 3 (-displayfd). */
function startXvfb(xvfb: string): Promise<{ display: string; process: ChildProcess }> {
  const child = spawn(xvfb, ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.stdio[3]?.once('data', (chunk: Buffer) => resolve({ display: `:${chunk.toString().trim()}`, process: child }));
    child.once('exit', (code) => reject(new Error(`Xvfb exited with ${code}: ${errors}`)));
  });
}

async function waitForDriver(url: string, driver: ChildProcess): Promise<void> {
  for (let tries = 0; tries < 200; tries += 1) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited with ${driver.exitCode}`);
    const ready = await fetch(`${url}/status`).then((r) => r.ok, () => false);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('WebKitWebDriver did not answer /status in 20 s');
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const paths = ensureWebKit();
  buildIfStale();
  await buildServerIfStale();
  const data = tempDir('sendswin-webkit-db-');
  const started: ChildProcess[] = [];
  let server: Awaited<ReturnType<typeof spawnServer>> | undefined;
  const teardown = async () => {
    await server?.stop();
    for (let i = started.length - 1; i >= 0; i -= 1) await stop(started[i]!); // the driver before its display
    data.remove();
  };
  try {
    const xvfb = await startXvfb(paths.xvfb);
    started.push(xvfb.process);
    const port = await freePort();
    const driver = spawn(paths.driver, [`--port=${port}`], { env: { ...process.env, DISPLAY: xvfb.display }, stdio: 'ignore' });
    started.push(driver);
    const webdriverUrl = `http://127.0.0.1:${port}`;
    await waitForDriver(webdriverUrl, driver);
    // Every session here comes from 127.0.0.1: the per-IP limits have server tests of their own.
    server = await spawnServer({ dataDir: data.path, env: { RATE_LIMIT_PER_MIN: '0', AUTH_IP_LIMIT_PER_MIN: '0', SSE_IP_LIMIT_PER_MIN: '0' } });
    project.provide('webdriverUrl', webdriverUrl);
    project.provide('serverUrl', server.url);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
