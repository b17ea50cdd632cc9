/**
 * The events relay's pace (server/events/relay.ts): a run starts at least its gap after the one
 * before, so under load the commits of that time share one move; a kick after a quiet spell runs at
 * once, and no kick is lost to the wait (docs/performance.md, "The relay's pace").
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/db';
import { EventRelay } from '../../server/events/relay';
import { placeOrder } from '../../server/game/place-order';
import { ensurePlayer } from '../../server/onboarding/ensure-player';
import type { Player } from '../../server/users/player';
import { databaseForSuite } from './helpers/test-database';

const NOW = new Date('2026-11-30T12:00:00Z');
const USDT = 1_000_000n;
/** Long against a move on a loaded machine, so a run that did not wait shows it. */
const GAP_MS = 400;
/**
 * A timer may fire a few ms before its delay has passed by performance.now() (Node schedules it
 * from the event loop's cached time); a run that did not wait starts within a move, far below.
 */
const WAITED_MS = GAP_MS * 0.9;
let nextTelegramId = 8_700_000;
let nextKey = 0;

async function newPlayer(db: Db): Promise<Player> {
  nextTelegramId += 1;
  const profile = { telegramId: nextTelegramId, firstName: 'Pace', lastName: null, username: null, languageCode: 'en' };
  return ensurePlayer(db, null, { profile, referrerCode: null, welcomeMicro: 10n * USDT });
}

/** Stages an order's events in the outbox (its own transaction, committed). */
async function stage(db: Db, player: Player): Promise<void> {
  nextKey += 1;
  await placeOrder(db, player, { game: 'odd_even', option: 'odd', amountMicro: USDT }, `pace-${nextKey}`, NOW);
}

/** A relay whose runs' start times are recorded (each run is one or more moves; the first counts). */
function pacedRelay(db: Db, gapMs: number): { relay: EventRelay; runs: number[] } {
  const relay = new EventRelay(db, { error: () => {} }, 60_000, gapMs);
  const runs: number[] = [];
  const moves = relay as unknown as { moveBatch: () => Promise<number> };
  const move = moves.moveBatch.bind(relay);
  moves.moveBatch = () => {
    runs.push(performance.now());
    return move();
  };
  return { relay, runs };
}

const staged = async (db: Db) => Number((await db.query<{ n: bigint }>('SELECT count(*) AS n FROM event_outbox'))[0]?.n);

/** What the relay did: its runs, whether the second waited out the gap, what is left staged. */
async function paceOf(db: Db, runs: number[]) {
  return { runs: runs.length, secondWaited: runs.length > 1 && runs[1]! - runs[0]! >= WAITED_MS, staged: await staged(db) };
}

describe('the events relay keeps its pace', () => {
  const suite = databaseForSuite('pglite');
  let db: Db;
  let player: Player;
  beforeAll(async () => {
    db = suite.database.db;
    player = await newPlayer(db);
  });

  it('kicks during a run are moved by one more run, which starts no sooner than the gap after it', async () => {
    await stage(db, player);
    const { relay, runs } = pacedRelay(db, GAP_MS);
    // Five commits' kicks at once: the first starts a run, the others ask for one more.
    for (let i = 0; i < 5; i += 1) relay.kick();
    await relay.settled();
    expect(await paceOf(db, runs)).toEqual({ runs: 2, secondWaited: true, staged: 0 });
  });

  it('a kick after the run ended, within the gap, is not lost: its events move once the gap has passed', async () => {
    await stage(db, player);
    const { relay, runs } = pacedRelay(db, GAP_MS);
    relay.kick();
    await relay.settled();
    expect(await staged(db)).toBe(0);
    await stage(db, player);
    relay.kick();
    await relay.settled();
    expect(await paceOf(db, runs)).toEqual({ runs: 2, secondWaited: true, staged: 0 });
  });

  it("a relay's first kick runs at once", async () => {
    await stage(db, player);
    // A gap far longer than the test's timeout: a first run that waited for it would never end here.
    const { relay, runs } = pacedRelay(db, 10 * 60_000);
    relay.kick();
    await relay.settled();
    expect(runs).toHaveLength(1);
    expect(await staged(db)).toBe(0);
  });
});
