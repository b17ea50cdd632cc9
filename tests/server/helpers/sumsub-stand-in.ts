/**
 * A local stand-in for the verification provider, speaking Sumsub's API shape (KYC_API_BASE points
 * here), for the server tests: every call must carry X-App-Token and a valid X-App-Access-Sig
 * (hex HMAC-SHA256 of ts + method + path with query + body with the secret key), else 401 as the
 * provider answers. It creates applicants (409 for an externalUserId it has), reads one by
 * externalUserId, hands out Web SDK tokens, and writes the review webhooks the provider would send,
 * signed with X-Payload-Digest.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface KycStandInKeys {
  appToken: string;
  secretKey: string;
  webhookSecret: string;
  levelT1: string;
  levelT2: string;
}

export const KYC_TEST_KEYS: KycStandInKeys = {
  appToken: 'sbx:test-app-token-0001',
  secretKey: 'test-secret-key-0001',
  webhookSecret: 'test-webhook-secret-0001',
  levelT1: 'basic-kyc-level',
  levelT2: 'enhanced-kyc-level',
};

export interface SignedWebhook {
  payload: string;
  headers: Record<string, string>;
}

export interface KycStandIn {
  url: string;
  /** externalUserId -> applicant id. */
  applicants: Map<string, string>;
  /** Tokens handed out, with whom and which level for. */
  tokens: { token: string; userId: string; levelName: string }[];
  /** Calls refused for a missing or wrong signature. */
  refused: number;
  /** The KYC_* environment that points the server at this stand-in. */
  env: Record<string, string>;
  /** The applicantReviewed webhook the provider sends for the player, signed with the webhook secret. */
  review(telegramId: number, levelName: string, answer: 'GREEN' | 'RED'): SignedWebhook;
  close(): Promise<void>;
}

export function signWebhook(body: unknown, webhookSecret: string): SignedWebhook {
  const payload = JSON.stringify(body);
  const digest = createHmac('sha256', webhookSecret).update(payload).digest('hex');
  return { payload, headers: { 'content-type': 'application/json', 'x-payload-digest': digest, 'x-payload-digest-alg': 'HMAC_SHA256_HEX' } };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startKycStandIn(keys: KycStandInKeys = KYC_TEST_KEYS): Promise<KycStandIn> {
  const applicants = new Map<string, string>();
  const tokens: KycStandIn['tokens'] = [];
  const state = { refused: 0 };
  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    const send = (status: number, json: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(json));
    };
    const path = request.url ?? '/';
    const ts = String(request.headers['x-app-access-ts'] ?? '');
    const expected = createHmac('sha256', keys.secretKey).update(ts + (request.method ?? '') + path + body).digest('hex');
    if (request.headers['x-app-token'] !== keys.appToken || request.headers['x-app-access-sig'] !== expected || Math.abs(Date.now() / 1000 - Number(ts)) > 300) {
      state.refused += 1;
      return send(401, { description: 'Request signature mismatch', code: 401 });
    }
    const url = new URL(path, 'http://stand-in');
    if (request.method === 'POST' && url.pathname === '/resources/applicants') {
      const { externalUserId } = JSON.parse(body) as { externalUserId: string };
      if (applicants.has(externalUserId)) return send(409, { description: `Applicant with external user id '${externalUserId}' already exists`, code: 409 });
      const id = randomBytes(12).toString('hex');
      applicants.set(externalUserId, id);
      return send(201, { id, externalUserId, review: { reviewStatus: 'init' } });
    }
    const one = /^\/resources\/applicants\/-;externalUserId=([^/]+)\/one$/.exec(url.pathname);
    if (request.method === 'GET' && one) {
      const id = applicants.get(decodeURIComponent(one[1]!));
      return id ? send(200, { id }) : send(404, { description: 'Not found', code: 404 });
    }
    if (request.method === 'POST' && url.pathname === '/resources/accessTokens/sdk') {
      const { userId, levelName } = JSON.parse(body) as { userId: string; levelName: string };
      const token = `_act-sbx-${randomBytes(16).toString('hex')}`;
      tokens.push({ token, userId, levelName });
      return send(200, { token, userId });
    }
    return send(404, { description: 'Not found', code: 404 });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    applicants,
    tokens,
    get refused() {
      return state.refused;
    },
    env: {
      KYC_PROVIDER: 'sumsub',
      KYC_API_BASE: url,
      KYC_APP_TOKEN: keys.appToken,
      KYC_SECRET_KEY: keys.secretKey,
      KYC_WEBHOOK_SECRET: keys.webhookSecret,
      KYC_LEVEL_T1: keys.levelT1,
      KYC_LEVEL_T2: keys.levelT2,
    },
    review(telegramId, levelName, answer) {
      const externalUserId = String(telegramId);
      return signWebhook(
        {
          type: 'applicantReviewed',
          applicantId: applicants.get(externalUserId) ?? randomBytes(12).toString('hex'),
          externalUserId,
          levelName,
          reviewStatus: 'completed',
          createdAtMs: new Date().toISOString(),
          reviewResult: { reviewAnswer: answer },
        },
        keys.webhookSecret,
      );
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
