/**
 * The dev Telegram host (docs/demo.md): on a dev server that runs the published dev bot token,
 * GET /dev/telegram frames the app as Telegram Desktop shows a Mini App, as a demo player, so a
 * newcomer sees the game in any browser. Anyone may sign anything with that token anyway, so the
 * host gives nobody anything new; on any other server the route is not registered at all.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { signedLaunchHash } from '../../auth/demo-link';
import { DEV_BOT_TOKEN } from '../../config';
import { HOST_PATH, RECEIVERS_FILE } from './dev-host-mode';
import { HOST_SCRIPT } from './host-script';
import { HOST_SCRIPT_PATH, hostPage } from './host-page';
import { launchUser, readChoice, THEMES } from './launch-choices';
import { WEBVIEW_PROXY_SCRIPT } from './webview-proxy';

export interface DevHostOptions {
  staticDir: string;
  /** Seconds since the epoch, for the launch data's auth_date. */
  nowS: () => number;
}

export async function devTelegramHostRoutes(app: FastifyInstance, { staticDir, nowS }: DevHostOptions): Promise<void> {
  // Fresh launch data at every load, so the page never expires as a printed signed link did.
  app.get(HOST_PATH, async (request, reply) => {
    const choice = readChoice(request.query as Record<string, unknown>);
    const hash = signedLaunchHash({ user: launchUser(choice), version: choice.version, themeParams: THEMES[choice.theme] }, DEV_BOT_TOKEN, nowS());
    return reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(hostPage(choice, hash));
  });
  app.get(HOST_SCRIPT_PATH, async (_request, reply) => reply.header('Cache-Control', 'no-cache').type('text/javascript; charset=utf-8').send(HOST_SCRIPT));
  // Read at each request: a rebuild of the app while the server runs is served at once.
  app.get(`/${RECEIVERS_FILE}`, async (_request, reply) => {
    const receivers = await readFile(resolve(staticDir, RECEIVERS_FILE), 'utf8');
    return reply.header('Cache-Control', 'no-cache').type('text/javascript; charset=utf-8').send(receivers + WEBVIEW_PROXY_SCRIPT);
  });
}
