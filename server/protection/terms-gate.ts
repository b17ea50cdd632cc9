import { TERMS_VERSION } from '../../src/contract/protection';
import type { Queryable } from '../db/db';
import { forbidden } from '../http/api-error';

/** Whether the player accepted the terms in force (with the 18+ confirmation, POST /player/terms). */
export async function acceptedCurrentTerms(q: Queryable, userId: number): Promise<boolean> {
  const [row] = await q.query<{ terms_version: string | null }>('SELECT terms_version FROM player_protection WHERE user_id = $1', [userId]);
  return row?.terms_version === TERMS_VERSION;
}

/**
 * The deposit flow (the deposit address and memo, binding a wallet, the deposit message) opens only
 * after the terms in force were accepted: a new version asks again before the next deposit.
 */
export async function requireCurrentTerms(q: Queryable, userId: number): Promise<void> {
  if (await acceptedCurrentTerms(q, userId)) return;
  throw forbidden('terms_required', `Accept the terms of play (version ${TERMS_VERSION}) and confirm you are 18 or over before depositing`, { version: TERMS_VERSION });
}
