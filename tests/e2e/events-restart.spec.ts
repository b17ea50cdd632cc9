/**
 * A server restart in the middle of a stream loses no event, through the service worker and
 * through the leader tab: an order placed while the stream is down reaches the tab once it
 * reconnects, replayed by Last-Event-ID from the database. Runs on its own server process, data
 * folder and port (the page's origin must survive the restart).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import type { InitDataUser } from '../../server/auth/sign-init-data';
import type { HistoryEntry } from '../../src/contract/api-types';
import { ODD, freshUser } from './play-api';
import { SSE_URL, gameToast, openStreams, openTab } from './events-tabs';
import { callApi, sidePort, spawnServer, type SpawnedServer } from './spawn-server';
import { expect, nowS, test } from './telegram-host';

test.setTimeout(150_000);

const PATHS = [
  { name: 'the service worker', serviceWorkers: 'allow', port: sidePort(12) },
  { name: 'the leader tab', serviceWorkers: 'block', port: sidePort(13) },
] as const;

async function order(server: SpawnedServer, user: InitDataUser): Promise<HistoryEntry> {
  const { status, json } = await callApi<{ data: HistoryEntry }>(server, { user, authDate: nowS() }, 'POST', '/game/orders', ODD);
  expect(status).toBe(201);
  return json.data;
}

const controlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null);
const streamsOn = (request: APIRequestContext, server: SpawnedServer) => openStreams(request, server.url);

for (const path of PATHS) {
  test.describe(`through ${path.name}`, () => {
    test.use({ serviceWorkers: path.serviceWorkers });

    test('a server restart mid-stream loses no event', async ({ context, request }) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'sendswin-e2e-restart-'));
      let server = await spawnServer({ dataDir, port: path.port });
      try {
        const user = freshUser('Restart');
        const tab = await openTab(context, user, { baseUrl: server.url });
        if (path.serviceWorkers === 'allow') await expect.poll(() => controlled(tab.page), { timeout: 15_000 }).toBe(true);
        await expect.poll(() => streamsOn(request, server), { timeout: 15_000 }).toBe(1);
        const first = await order(server, user); // delivered live: its id is the resume point
        await expect(gameToast(tab.page, first.orderId)).toBeVisible();

        await server.stop(); // ends every stream, as a deploy would
        // Keep the stream down across the restart (the route also answers the worker's requests),
        // so the next order is placed while nobody streams.
        await context.route(SSE_URL, (route) => route.abort('connectionrefused'));
        server = await spawnServer({ dataDir, port: path.port });
        const missed = await order(server, user);
        expect(await streamsOn(request, server)).toBe(0);
        await context.unroute(SSE_URL);

        // The stream comes back after its backoff and replays what it missed.
        await expect(gameToast(tab.page, missed.orderId)).toBeVisible({ timeout: 60_000 });
        await expect.poll(() => streamsOn(request, server), { timeout: 15_000 }).toBe(1);
        await expect(tab.page.getByText(new RegExp(`order ID ${first.orderId} `))).toHaveCount(1);
      } finally {
        await context.close();
        await server.stop();
      }
    });
  });
}
