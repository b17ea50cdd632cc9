/**
 * The shared rate limit's count (server/rate-limit/rate-limit-repository.ts): one statement whose
 * commit does not wait for the WAL flush, so an order no longer waits on an fsync for a counter
 * (docs/performance.md, "Orders at scale"); the count itself stays exact.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/db';
import { countHit } from '../../server/rate-limit/rate-limit-repository';
import { openMigratedPglite } from './helpers/pglite-snapshot';

let db: Db;
beforeAll(async () => {
  db = await openMigratedPglite();
});
afterAll(async () => {
  await db?.close();
});

describe('countHit', () => {
  it('turns synchronous commit off for its own transaction only', async () => {
    const inside = await db.transaction(async (tx) => {
      await countHit(tx, 'sync-test', 60_000);
      const [row] = await tx.query<{ setting: string }>("SELECT current_setting('synchronous_commit') AS setting");
      return row?.setting;
    });
    expect(inside).toBe('off');
    const [after] = await db.query<{ setting: string }>("SELECT current_setting('synchronous_commit') AS setting");
    expect(after?.setting).toBe('on');
  });

  it('counts each hit of a key in its window', async () => {
    const hits = [];
    for (let i = 0; i < 3; i += 1) hits.push((await countHit(db, 'count-test', 60_000)).hits);
    expect(hits).toEqual([1, 2, 3]);
  });
});
