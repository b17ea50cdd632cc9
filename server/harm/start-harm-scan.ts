/**
 * Runs the markers-of-harm scan every HARM_SCAN_INTERVAL_S (15 minutes by default) in the server (docs/back-office.md, "Markers of
 * harm"). One instance at a time scans (a transaction-level advisory lock; the others skip that
 * round); a failed round is logged and the next one tries again. The timer never holds the
 * process open.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { JurisdictionProfiles } from '../compliance/jurisdiction-profiles';
import type { Db } from '../db/db';
import { scanHarmMarkers } from './harm-scan';

/** Any fixed number, different from the other workers' locks. */
const HARM_SCAN_LOCK = 734_201;

export async function harmScanRound(db: Db, jurisdictions: JurisdictionProfiles, now: Date): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [lock] = await tx.query<{ taken: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS taken', [HARM_SCAN_LOCK]);
    if (!lock?.taken) return null;
    return (await scanHarmMarkers(tx, jurisdictions, now)).length;
  });
}

export function startHarmScan(db: Db, jurisdictions: JurisdictionProfiles, clock: () => Date, log: FastifyBaseLogger, everyMs: number): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = harmScanRound(db, jurisdictions, clock()).then(
      (opened) => opened && log.warn({ opened }, 'markers of harm: new cases for the back office'),
      (error: unknown) => log.error({ err: error }, 'markers of harm: the scan failed; the next round tries again'),
    );
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
