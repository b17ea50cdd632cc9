/** A player's jurisdiction signals, their log, their disagreements, their refusals for a blocked country and the flag's clearings (migrations 171, 201, 210, 250): one writer, this file. */
import type { BlockedAction, JurisdictionSignalKind } from '../../src/contract/verification';
import type { Db, Queryable } from '../db/db';

export interface Signals {
  ip: string | null;
  residence: string | null;
  phone: string | null;
  /** The signals name more than one country: the back office looks at the player. */
  flagged: boolean;
}

const COLUMN: Record<JurisdictionSignalKind, string> = { ip: 'ip_country', residence: 'residence', phone: 'phone_country' };

/**
 * The country whose profile applies to the player: the declared residence first, then the
 * request's IP country, then the phone's; null when none is known. The verification gate, the
 * complaint deadlines and the markers of harm all pick it this way.
 */
export function jurisdictionOf(signals: Signals): string | null {
  return signals.residence ?? signals.ip ?? signals.phone;
}

export async function findSignals(q: Queryable, userId: number): Promise<Signals> {
  const [row] = await q.query<{ ip_country: string | null; residence: string | null; phone_country: string | null; flagged: boolean }>(
    'SELECT ip_country, residence, phone_country, flagged FROM jurisdiction_signals WHERE user_id = $1',
    [userId],
  );
  return { ip: row?.ip_country ?? null, residence: row?.residence ?? null, phone: row?.phone_country ?? null, flagged: row?.flagged ?? false };
}

/**
 * Records a signal's country when it is new for the player (a line in the log, the summary row
 * updated) and flags the player when their signals now name different countries. A flag stays
 * until an operator clears it; signals agreeing again later do not clear it by themselves.
 */
export async function recordSignal(db: Db, userId: number, kind: JurisdictionSignalKind, country: string, at: Date): Promise<Signals> {
  return db.transaction(async (tx) => {
    await tx.query('INSERT INTO jurisdiction_signals (user_id, updated_at) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING', [userId, at]);
    await tx.query('SELECT 1 FROM jurisdiction_signals WHERE user_id = $1 FOR UPDATE', [userId]);
    const before = await findSignals(tx, userId);
    if (before[kind] === country) return before;
    const after = { ...before, [kind]: country };
    const countries = new Set([after.ip, after.residence, after.phone].filter((c): c is string => c !== null));
    // oxlint-disable-next-line unicorn/no-array-sort -- sorts a fresh copy; toSorted is above our ES2022 lib
    const disagreement = countries.size > 1 && (await recordDisagreement(tx, userId, before, after, [...countries].sort(), at));
    // Only a disagreement not seen before flags: after an operator cleared the flag, the same
    // countries disagreeing again (what they judged) do not raise it, a new set does.
    after.flagged = before.flagged || disagreement;
    await tx.query(`UPDATE jurisdiction_signals SET ${COLUMN[kind]} = $2, flagged = $3, updated_at = $4 WHERE user_id = $1`, [userId, country, after.flagged, at]);
    await tx.query('INSERT INTO jurisdiction_signal_log (user_id, kind, country, created_at) VALUES ($1, $2, $3, $4)', [userId, kind, country, at]);
    return after;
  });
}

/** Who the audit log names for a disagreement: no operator, the signals' check (telegram id 0 is nobody's). */
const SIGNAL_CHECK = { telegramId: 0, name: 'jurisdiction signals' };

const named = (signals: Signals) => ({ ip: signals.ip, residence: signals.residence, phone: signals.phone });

/**
 * A disagreement the player's signals show now, recorded and audited once per set of countries
 * (migration 201): the same countries disagreeing again (an IP that goes back and forth) add
 * nothing; a country joining them is a new disagreement. The audit entry's reason says which
 * signal names which country.
 */
async function recordDisagreement(tx: Queryable, userId: number, before: Signals, after: Signals, countries: string[], at: Date): Promise<boolean> {
  const inserted = await tx.query(
    `INSERT INTO jurisdiction_disagreements (user_id, countries, ip_country, residence, phone_country, created_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (user_id, countries) DO NOTHING RETURNING id`,
    [userId, countries.join(','), after.ip, after.residence, after.phone, at],
  );
  if (inserted.length === 0) return false;
  const reason = (['ip', 'residence', 'phone'] as const).flatMap((k) => (after[k] ? [`${k} ${after[k]}`] : [])).join(', ');
  await tx.query(
    `INSERT INTO audit_log (at, operator_telegram_id, operator_name, role, action, target, before, after, outcome, reason)
     VALUES ($1, $2, $3, NULL, 'player.signals_disagree', $4, $5::jsonb, $6::jsonb, 'done', $7)`,
    [at, SIGNAL_CHECK.telegramId, SIGNAL_CHECK.name, `player:${userId}`, JSON.stringify(named(before)), JSON.stringify({ ...named(after), countries }), reason],
  );
  return true;
}

/**
 * A request refused because a signal names `country`, whose profile does not allow play: the
 * player is flagged for the back office the first time that country refuses them, with an audit
 * entry `player.country_blocked` (by nobody, as a disagreement is), in one transaction. Every later
 * refusal for the same country adds nothing (migration 250's unique row), also after an operator
 * cleared the flag: they judged that country. Returns whether this call flagged the player.
 */
export async function recordBlockedCountry(db: Db, userId: number, country: string, action: BlockedAction, at: Date): Promise<boolean> {
  // Refused again for a country already on record (the usual case): a read, no lock, no transaction.
  const [known] = await db.query('SELECT 1 FROM jurisdiction_blocks WHERE user_id = $1 AND country = $2', [userId, country]);
  if (known) return false;
  return db.transaction(async (tx) => {
    // The summary row's lock first, as recordSignal and a clearing take it: the three queue on it.
    await tx.query('INSERT INTO jurisdiction_signals (user_id, updated_at) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING', [userId, at]);
    const signals = await lockSignals(tx, userId);
    const inserted = await tx.query(
      `INSERT INTO jurisdiction_blocks (user_id, country, action, ip_country, residence, phone_country, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (user_id, country) DO NOTHING RETURNING id`,
      [userId, country, action, signals.ip, signals.residence, signals.phone, at],
    );
    if (inserted.length === 0) return false;
    await tx.query('UPDATE jurisdiction_signals SET flagged = true WHERE user_id = $1', [userId]);
    const reason = `${country} is not covered (${action} refused; ${(['ip', 'residence', 'phone'] as const).flatMap((k) => (signals[k] ? [`${k} ${signals[k]}`] : [])).join(', ') || 'no signal'})`;
    await tx.query(
      `INSERT INTO audit_log (at, operator_telegram_id, operator_name, role, action, target, before, after, outcome, reason)
       VALUES ($1, $2, $3, NULL, 'player.country_blocked', $4, $5::jsonb, $6::jsonb, 'done', $7)`,
      [at, SIGNAL_CHECK.telegramId, SIGNAL_CHECK.name, `player:${userId}`, JSON.stringify({ ...named(signals), flagged: signals.flagged }), JSON.stringify({ ...named(signals), flagged: true, country, action }), reason],
    );
    return true;
  });
}

/** The player's refusals for a blocked country, oldest first, each with the clearing that closed it (the back office's player page). */
export async function blockedCountries(q: Queryable, userId: number): Promise<{ country: string; action: BlockedAction; at: Date; cleared: FlagClearance | null }[]> {
  const rows = await q.query<{ country: string; action: BlockedAction; created_at: Date } & { [K in keyof ClearanceRow]: ClearanceRow[K] | null }>(
    `SELECT b.country, b.action, b.created_at, ${CLEARANCE_COLUMNS}
     FROM jurisdiction_blocks b LEFT JOIN jurisdiction_flag_clearances c ON c.id = b.clearance_id WHERE b.user_id = $1 ORDER BY b.id`,
    [userId],
  );
  return rows.map((row) => ({ country: row.country, action: row.action, at: row.created_at, cleared: row.id === null ? null : toClearance(row as ClearanceRow) }));
}

/** The player's disagreements, oldest first, each with the clearing that closed it (the back office's player page). */
export async function disagreements(q: Queryable, userId: number): Promise<{ countries: string[]; ip: string | null; residence: string | null; phone: string | null; at: Date; cleared: FlagClearance | null }[]> {
  const rows = await q.query<{ countries: string; ip_country: string | null; residence: string | null; phone_country: string | null; created_at: Date } & { [K in keyof ClearanceRow]: ClearanceRow[K] | null }>(
    `SELECT d.countries, d.ip_country, d.residence, d.phone_country, d.created_at, ${CLEARANCE_COLUMNS}
     FROM jurisdiction_disagreements d LEFT JOIN jurisdiction_flag_clearances c ON c.id = d.clearance_id WHERE d.user_id = $1 ORDER BY d.id`,
    [userId],
  );
  return rows.map((row) => ({
    countries: row.countries.split(','),
    ip: row.ip_country,
    residence: row.residence,
    phone: row.phone_country,
    at: row.created_at,
    cleared: row.id === null ? null : toClearance(row as ClearanceRow),
  }));
}

/** An operator's clearing of the player's flag (migration 210): who, when, why, under which Idempotency-Key. */
export interface FlagClearance {
  userId: number;
  by: { telegramId: number; name: string };
  reason: string;
  key: string;
  at: Date;
}

interface ClearanceRow {
  id: bigint | number;
  user_id: bigint | number;
  operator_telegram_id: bigint | number | string;
  operator_name: string;
  reason: string;
  request_key: string;
  cleared_at: Date;
}

const CLEARANCE_COLUMNS = 'c.id, c.user_id, c.operator_telegram_id, c.operator_name, c.reason, c.request_key, c.cleared_at';

const toClearance = (row: ClearanceRow): FlagClearance => ({
  userId: Number(row.user_id),
  by: { telegramId: Number(row.operator_telegram_id), name: row.operator_name },
  reason: row.reason,
  key: row.request_key,
  at: row.cleared_at,
});

/** The player's signals, their summary row locked to the end of the transaction (a clearing and a new signal queue). */
export async function lockSignals(tx: Queryable, userId: number): Promise<Signals> {
  await tx.query('SELECT 1 FROM jurisdiction_signals WHERE user_id = $1 FOR UPDATE', [userId]);
  return findSignals(tx, userId);
}

/** The clearing this operator made under this Idempotency-Key, if any. */
export async function findClearanceByKey(q: Queryable, operatorTelegramId: number, key: string): Promise<FlagClearance | null> {
  const [row] = await q.query<ClearanceRow>(`SELECT ${CLEARANCE_COLUMNS} FROM jurisdiction_flag_clearances c WHERE c.operator_telegram_id = $1 AND c.request_key = $2`, [operatorTelegramId, key]);
  return row ? toClearance(row) : null;
}

/**
 * Clears a flagged player's flag (the caller holds lockSignals' lock and has checked the flag):
 * one clearing row, the open disagreements and blocked-country refusals point to it and stay, the
 * summary row unflagged. Returns the countries of each disagreement and refusal it closed.
 */
export async function clearFlag(tx: Queryable, clearance: FlagClearance): Promise<string[][]> {
  const [row] = await tx.query<{ id: bigint | number }>(
    `INSERT INTO jurisdiction_flag_clearances (user_id, operator_telegram_id, operator_name, reason, request_key, cleared_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [clearance.userId, clearance.by.telegramId, clearance.by.name, clearance.reason, clearance.key, clearance.at],
  );
  const closed = await tx.query<{ countries: string }>(
    'UPDATE jurisdiction_disagreements SET clearance_id = $2 WHERE user_id = $1 AND clearance_id IS NULL RETURNING countries',
    [clearance.userId, row!.id],
  );
  const blocks = await tx.query<{ country: string }>('UPDATE jurisdiction_blocks SET clearance_id = $2 WHERE user_id = $1 AND clearance_id IS NULL RETURNING country', [clearance.userId, row!.id]);
  await tx.query('UPDATE jurisdiction_signals SET flagged = false WHERE user_id = $1', [clearance.userId]);
  return [...closed.map((line) => line.countries.split(',')), ...blocks.map((line) => [line.country])];
}

/** The player's signal log, oldest first (the back office's player page). */
export async function signalLog(q: Queryable, userId: number): Promise<{ kind: JurisdictionSignalKind; country: string; at: Date }[]> {
  const rows = await q.query<{ kind: JurisdictionSignalKind; country: string; created_at: Date }>('SELECT kind, country, created_at FROM jurisdiction_signal_log WHERE user_id = $1 ORDER BY id', [userId]);
  return rows.map((row) => ({ kind: row.kind, country: row.country, at: row.created_at }));
}
