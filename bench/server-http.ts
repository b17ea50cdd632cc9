/**
 * Section 4, server: GET /game/history (a page of 20 entries, authenticated with initData) on the
 * real server and its embedded database, beside a bare node:http handler sending the same bytes,
 * both in child processes and loaded from this process over loopback: first by autocannon as fast
 * as 10 connections go (requests/s), then at a fixed 500 requests/s, open loop (fixed-rate.ts: p99).
 */
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import type { InitDataUser } from '../server/auth/sign-init-data';
import { authHeader } from '../server/dev/scripted-player';
import { startChild } from './child-server';
import { fixedRate, type FixedRateResult } from './fixed-rate';
import { verdict, type Row } from './report';
import { ms, perSecond, ratio, ratioOf } from './stats';

const CONNECTIONS = 10;
const FIXED_RATE = 500;
const HISTORY_PATH = '/api/v1/game/history?page=1';

export interface ServerHttpSetup {
  appBase: string;
  barePort: number;
  user: InitDataUser;
  seconds: number;
}

export interface Load {
  perSecond: number;
  p99: number;
  requests: number;
  failures: number;
}

export async function load(url: string, headers: Record<string, string>, seconds: number): Promise<Load> {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: seconds, timeout: 5 });
  return { perSecond: result.requests.average, p99: result.latency.p99, requests: result.requests.total, failures: result.non2xx + result.errors };
}

const failuresNote = (failures: number) => (failures ? `, ${failures} failed requests` : '');
const fixedFigure = (run: FixedRateResult, seconds: number) => `${ms(run.p99)} (p50 ${ms(run.p50)}, ${run.ok}/${run.sent} answered within ${seconds} s of the end)`;

export async function measureServerHttp(setup: ServerHttpSetup): Promise<{ rows: Row[]; details: unknown }> {
  const section = 'Server';
  const headers = { authorization: authHeader(setup.user) };
  const appUrl = `${setup.appBase}${HISTORY_PATH}`;
  const response = await fetch(appUrl, { headers });
  const body = await response.text();
  if (!response.ok) throw new Error(`history answered ${response.status}: ${body.slice(0, 200)}`);
  const bodyFile = join(tmpdir(), `sendswin-bench-history-${process.pid}.json`);
  writeFileSync(bodyFile, body);
  const bare = await startChild('bare node:http', 'bench/bare-http-server.ts', setup.barePort, { BARE_BODY_FILE: bodyFile }, () => rmSync(bodyFile, { force: true }));
  try {
    const bareUrl = `${bare.base}${HISTORY_PATH}`;
    const warmup = Math.max(1, Math.round(setup.seconds / 3));
    await load(appUrl, headers, warmup);
    await load(bareUrl, headers, warmup);
    const appMax = await load(appUrl, headers, setup.seconds);
    const bareMax = await load(bareUrl, headers, setup.seconds);
    const appFixed = await fixedRate(appUrl, headers, FIXED_RATE, setup.seconds);
    const bareFixed = await fixedRate(bareUrl, headers, FIXED_RATE, setup.seconds);

    const throughput = appMax.perSecond / bareMax.perSecond;
    const rows: Row[] = [
      {
        section,
        metric: `GET /game/history (20 entries, ${body.length} B), ${CONNECTIONS} connections`,
        figure: `${perSecond(appMax.perSecond)} (p99 ${ms(appMax.p99)}${failuresNote(appMax.failures)})`,
        reference: `${perSecond(bareMax.perSecond)} bare node:http`,
        ratio: ratio(throughput),
        bar: '>= 0.25x',
        status: verdict(throughput >= 0.25 && appMax.failures === 0),
      },
      {
        section,
        metric: `GET /game/history at ${FIXED_RATE} req/s (open loop), p99 latency`,
        figure: fixedFigure(appFixed, setup.seconds),
        reference: `${ms(bareFixed.p99)} bare node:http`,
        ratio: ratioOf(appFixed.p99, bareFixed.p99, 1),
        bar: '< 50 ms',
        status: verdict(appFixed.p99 < 50 && appFixed.failures === 0 && appFixed.ok === appFixed.sent),
      },
    ];
    return { rows, details: { seconds: setup.seconds, connections: CONNECTIONS, bodyBytes: body.length, appMax, bareMax, appFixed, bareFixed } };
  } finally {
    await bare.stop();
  }
}
