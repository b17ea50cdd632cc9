/**
 * The withdrawal queue in the back office (docs/back-office.md), in real Chromium against a real
 * server with payments on (the toncenter stand-in as its chain; no hot wallet, so an approved
 * withdrawal waits as `pending` for a payout worker): finance approves a waiting withdrawal; above
 * WITHDRAW_DUAL_APPROVAL_ABOVE a second, different finance operator is needed; a viewer's approve,
 * sent without the disabled button, is refused by the server (403) and is in the audit log.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Address } from '@ton/core';
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import type { InitDataUser } from '../../server/auth/sign-init-data';
import { checkProofRequest, newTestWallet } from '../server/helpers/ton-connect-proof';
import { startToncenterStandIn, type ToncenterStandIn } from '../server/helpers/toncenter-stand-in';
import { adminPostFromPage, loginOperator, logoutOperator } from './admin-login';
import { ADMIN_TELEGRAM_IDS, FINANCE, FINANCE_2, VIEWER } from './admin-operators';
import { authHeader, freshUser } from './play-api';
import { spawnServer, type SpawnedServer } from './spawn-server';
import { TERMS_VERSION } from '../../src/contract/protection';

const DEPOSIT_ADDRESS = new Address(0, Buffer.alloc(32, 0xd7));
const USDT_MASTER = new Address(0, Buffer.alloc(32, 0x0b));

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1280, height: 800 } });

let server: SpawnedServer;
let chain: ToncenterStandIn;
let origin: string;

test.beforeAll(async () => {
  test.setTimeout(240_000); // a server of its own, with payments on, starts slowly on a busy machine
  chain = await startToncenterStandIn({ depositAddress: DEPOSIT_ADDRESS, usdtMaster: USDT_MASTER });
  server = await spawnServer({
    dataDir: mkdtempSync(join(tmpdir(), 'sendswin-e2e-admin-')),
    env: {
      PAYMENTS: 'on',
      TON_API_BASE: chain.url,
      TON_NETWORK: 'testnet',
      TON_DEPOSIT_ADDRESS: DEPOSIT_ADDRESS.toString({ testOnly: true }),
      TON_USDT_MASTER: USDT_MASTER.toString({ testOnly: true }),
      TON_POLL_INTERVAL_MS: '60000',
      WITHDRAW_MIN: '2',
      WITHDRAW_APPROVAL_ABOVE: '50',
      WITHDRAW_DUAL_APPROVAL_ABOVE: '80',
      ADMIN_TELEGRAM_IDS,
    },
  });
  origin = server.url.replace(/\/$/, '');
});

test.afterAll(async () => {
  await server?.stop();
  await chain?.close();
});

async function api<T>(user: InitDataUser, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; json: T }> {
  const response = await fetch(`${origin}/api/v1${path}`, {
    method,
    headers: { Authorization: authHeader(user), ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as T };
}

/** A new player (100 USDT demo balance) with a wallet bound through the real ton_proof, asking to withdraw `amount`. */
async function waitingWithdrawal(amount: string): Promise<{ id: number; user: InitDataUser }> {
  const user = freshUser('Wanda');
  await api(user, 'GET', '/user/me');
  // A wallet binds once the terms are accepted (docs/player-protection.md).
  expect((await api(user, 'POST', '/player/terms', { version: TERMS_VERSION, adult: true })).status).toBe(200);
  const wallet = newTestWallet('v5');
  const issued = await api<{ data: { payload: string } }>(user, 'GET', '/wallet/proof-payload');
  expect((await api(user, 'POST', '/wallet/bind', checkProofRequest(wallet, { payload: issued.json.data.payload, domain: new URL(origin).host }))).status).toBe(200);
  const asked = await api<{ data: { id: string | number; status: string } }>(user, 'POST', '/wallet/withdrawals', { amount }, { 'idempotency-key': randomUUID() });
  expect(asked.json.data.status).toBe('awaiting_approval');
  return { id: Number(asked.json.data.id), user };
}

const queueRow = (page: Page, id: number) => page.getByRole('table', { name: 'Withdrawals' }).getByRole('row').filter({ has: page.getByRole('button', { name: `Approve withdrawal ${id}` }) });

/** Approve opens the review with the player's context; the approval is sent from its confirm. */
async function approve(page: Page, id: number) {
  await page.getByRole('button', { name: `Approve withdrawal ${id}` }).click();
  const review = page.getByRole('region', { name: new RegExp(`^Withdrawal ${id} for `) });
  await expect(review).toContainText('Balance now');
  await review.getByRole('button', { name: `Confirm approval of withdrawal ${id}` }).click();
}

async function openQueue(page: Page) {
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Withdrawals' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Withdrawals' })).toBeVisible();
}

test('finance approves a waiting withdrawal: it leaves the queue for the payout worker', async ({ page }) => {
  const { id } = await waitingWithdrawal('60');
  await loginOperator(page, FINANCE, origin);
  await openQueue(page);
  await expect(queueRow(page, id)).toContainText('60.00 USDT');
  await expect(queueRow(page, id)).toContainText('0 of 1');
  await approve(page, id);
  await expect(page.getByText('Approval recorded.')).toBeVisible();
  await expect(page.getByRole('button', { name: `Approve withdrawal ${id}` })).toHaveCount(0);

  // No longer waiting: the row says its status and who approved it, not a count.
  await page.getByRole('combobox', { name: 'Status' }).selectOption('pending');
  const pending = page.getByRole('table', { name: 'Withdrawals' }).getByRole('row').filter({ hasText: '60.00 USDT' });
  await expect(pending).toContainText('Pending');
  await expect(pending).toContainText('Fred Finance');
  await expect(pending).not.toContainText('1 of 1');
});

test('above the dual threshold one finance approval is not enough: a second, different operator approves', async ({ page }) => {
  const { id } = await waitingWithdrawal('90');
  await loginOperator(page, FINANCE, origin);
  await openQueue(page);
  await expect(queueRow(page, id)).toContainText('0 of 2');
  await approve(page, id);
  await expect(queueRow(page, id)).toContainText('1 of 2 (Fred Finance)');
  // The same operator again: the server refuses, the count stays.
  await approve(page, id);
  await expect(page.getByRole('alert')).toContainText('Refused:');
  await expect(queueRow(page, id)).toContainText('1 of 2 (Fred Finance)');

  await logoutOperator(page);
  await loginOperator(page, FINANCE_2, origin);
  await openQueue(page);
  await approve(page, id);
  await expect(page.getByText('Approval recorded.')).toBeVisible();
  await expect(page.getByRole('button', { name: `Approve withdrawal ${id}` })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Status' }).selectOption('pending');
  await expect(page.getByRole('table', { name: 'Withdrawals' }).getByRole('row').filter({ hasText: '90.00 USDT' })).toContainText('Fred Finance, Fiona Finance');
});

test('on a 390 px phone the rows are cards and Approve is on screen without scrolling sideways', async ({ page }) => {
  const { id } = await waitingWithdrawal('61');
  await page.setViewportSize({ width: 390, height: 844 });
  await loginOperator(page, FINANCE, origin);
  await openQueue(page);
  const button = page.getByRole('button', { name: `Approve withdrawal ${id}` });
  await button.scrollIntoViewIfNeeded();
  const box = await button.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(queueRow(page, id)).toContainText('Waiting for approval');
  await page.screenshot({ path: 'test-results/screens/admin-withdrawals-390.png', fullPage: true });
});

test("a viewer's approve is refused by the server (403), changes nothing and is in the audit log", async ({ page }) => {
  const { id } = await waitingWithdrawal('55');
  await loginOperator(page, VIEWER, origin);
  await openQueue(page);
  await expect(page.getByRole('button', { name: `Approve withdrawal ${id}` })).toBeDisabled();

  // Without the button: the same request the button would send, from the viewer's own page.
  const answer = await adminPostFromPage(page, `/withdrawals/${id}/approve`);
  expect(answer).toEqual({ status: 403, json: { error: expect.objectContaining({ code: 'forbidden_role' }) } });
  await page.reload();
  await expect(queueRow(page, id)).toContainText('0 of 1');

  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Audit log' }).click();
  await page.getByRole('combobox', { name: 'Outcome' }).selectOption('refused');
  await page.getByRole('button', { name: 'Apply filter' }).click();
  const entry = page.getByRole('table', { name: 'Audit log' }).getByRole('row').filter({ hasText: `withdrawal:${id}` });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(`Vic Viewer (${VIEWER.id})`);
  await expect(entry).toContainText('withdrawal.approve');
  await expect(entry).toContainText('Refused');
  await expect(entry).toContainText('forbidden_role');
});
