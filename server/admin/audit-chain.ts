/**
 * Checks the audit log's hash chain (docs/back-office.md, "Audit log"; migration 121): each entry's
 * hash is recomputed from its content and the previous entry's hash, and the chain must run
 * 1, 2, 3, … with each entry naming the hash before it. An entry edited, removed or inserted by
 * hand (past the append-only trigger) breaks it at that entry.
 */
import type { Queryable } from '../db/db';

export interface AuditChainReport {
  entries: number;
  /** One line per break, naming the entry (its seq and id). */
  problems: string[];
  /** The newest entry's hash: written down elsewhere, it also catches a rewrite of the whole chain. */
  lastHash: string;
}

interface Row {
  id: bigint;
  seq: bigint;
  prev_hash: string;
  hash: string;
  expected: string;
}

const PAGE = 1000;

export async function verifyAuditChain(q: Queryable): Promise<AuditChainReport> {
  const problems: string[] = [];
  let entries = 0;
  let lastSeq = 0n;
  let lastHash = '';
  for (;;) {
    const rows = await q.query<Row>(
      'SELECT id, seq, prev_hash, hash, audit_entry_hash(prev_hash, a) AS expected FROM audit_log a WHERE seq > $1 ORDER BY seq LIMIT $2',
      [lastSeq, PAGE],
    );
    for (const row of rows) {
      const name = `entry ${row.seq} (id ${row.id})`;
      if (row.seq !== lastSeq + 1n) problems.push(`${name}: entries ${lastSeq + 1n}-${row.seq - 1n} are missing`);
      if (row.prev_hash !== lastHash) problems.push(`${name}: does not name the hash of the entry before it`);
      if (row.expected !== row.hash) problems.push(`${name}: its content does not match its hash (edited after it was written)`);
      entries += 1;
      lastSeq = row.seq;
      lastHash = row.hash;
    }
    if (rows.length < PAGE) break;
  }
  return { entries, problems, lastHash };
}
