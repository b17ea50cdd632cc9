/**
 * The verification provider behind one interface (docs/compliance.md, "The provider"): our server
 * only creates the player's applicant and hands the app a Web SDK access token; the documents go
 * from the player's device to the provider, never through us. The first adapter speaks Sumsub's API:
 * each call signed with X-App-Token, X-App-Access-Ts and X-App-Access-Sig (hex HMAC-SHA256 of
 * ts + method + path with query + body, keyed with the secret key).
 */
import { createHmac } from 'node:crypto';
import type { KycConfig } from './kyc-config';

export interface KycProvider {
  /** Creates the player's applicant at the level (or finds the one there is); returns its id. */
  createApplicant(externalUserId: string, levelName: string): Promise<string>;
  /** A short-lived access token for the provider's Web SDK, for this player and level. */
  sdkAccessToken(externalUserId: string, levelName: string): Promise<string>;
}

export class KycProviderError extends Error {}

/** Sumsub's request signature: hex HMAC-SHA256 of ts + METHOD + path (with query) + body. */
export function sumsubSignature(secretKey: string, ts: string, method: string, pathWithQuery: string, body: string): string {
  return createHmac('sha256', secretKey).update(ts + method.toUpperCase() + pathWithQuery + body).digest('hex');
}

/** The webhook's X-Payload-Digest: hex HMAC-SHA256 of the raw body with the webhook secret. */
export function payloadDigest(webhookSecret: string, rawBody: Buffer | string): string {
  return createHmac('sha256', webhookSecret).update(rawBody).digest('hex');
}

const TIMEOUT_MS = 10_000;

export function sumsubProvider(config: KycConfig, now: () => Date = () => new Date()): KycProvider {
  async function call<T>(method: 'GET' | 'POST', pathWithQuery: string, body?: unknown): Promise<{ status: number; json: T | null }> {
    const text = body === undefined ? '' : JSON.stringify(body);
    const ts = String(Math.floor(now().getTime() / 1000));
    const headers: Record<string, string> = {
      accept: 'application/json',
      'x-app-token': config.appToken,
      'x-app-access-ts': ts,
      'x-app-access-sig': sumsubSignature(config.secretKey, ts, method, pathWithQuery, text),
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      const init: RequestInit = { method, headers, signal: AbortSignal.timeout(TIMEOUT_MS) };
      if (body !== undefined) init.body = text;
      response = await fetch(config.apiBase + pathWithQuery, init);
    } catch (error) {
      throw new KycProviderError(`the provider did not answer ${method} ${pathWithQuery.split('?')[0]}: ${(error as Error).message}`, { cause: error });
    }
    const json = (await response.json().catch(() => null)) as T | null;
    return { status: response.status, json };
  }

  return {
    async createApplicant(externalUserId, levelName) {
      const created = await call<{ id?: string }>('POST', `/resources/applicants?levelName=${encodeURIComponent(levelName)}`, { externalUserId });
      if (created.status === 200 || created.status === 201) {
        if (typeof created.json?.id === 'string') return created.json.id;
      }
      // 409: the applicant exists already; read it by our id.
      if (created.status === 409) {
        const found = await call<{ id?: string }>('GET', `/resources/applicants/-;externalUserId=${encodeURIComponent(externalUserId)}/one`);
        if (found.status === 200 && typeof found.json?.id === 'string') return found.json.id;
      }
      throw new KycProviderError(`the provider refused to create the applicant (${created.status})`);
    },
    async sdkAccessToken(externalUserId, levelName) {
      const answer = await call<{ token?: string }>('POST', '/resources/accessTokens/sdk', { userId: externalUserId, levelName, ttlInSecs: 1800 });
      if (answer.status === 200 && typeof answer.json?.token === 'string') return answer.json.token;
      throw new KycProviderError(`the provider refused an access token (${answer.status})`);
    },
  };
}
