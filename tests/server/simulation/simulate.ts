/**
 * Runs the payout simulation (docs/payments.md, The simulation): fast-check generates each run's
 * schedule from a seed, the world plays it against the real watcher and workers, heals, and the
 * invariants are checked. A failure names its seed and path and the one command that replays it.
 */
import * as fc from 'fast-check';
import type { Db } from '../../../server/db/db';
import { brokenInvariants } from './invariants';
import { schedule, type Action } from './schedule';
import { World } from './world';

export interface SimulationOptions {
  runs: number;
  /** Replay: the seed (and path) a failure printed. */
  seed?: number;
  path?: string;
  /** The most actions in one run. */
  maxActions?: number;
  /** Look for a smaller failing schedule after a failure (slower). */
  shrink?: boolean;
  /** Told after every run that held (the command line prints a line now and then). */
  onRun?: (runs: number) => void;
  /** A migrated database to run on, left open (default: PGlite from the snapshot). */
  db?: Db;
  /** What the replay command needs beside the seed and path to run on the same kind of database. */
  replayFlags?: string;
}

export interface SimulationResult {
  runs: number;
  /** null when every run held. */
  failure: string | null;
  /** How often each outcome happened over all runs. */
  seen: Map<string, number>;
}

const describe = (actions: Action[]) => actions.map((a) => JSON.stringify(a)).join('\n  ');

export async function runSimulation(options: SimulationOptions): Promise<SimulationResult> {
  const world = await World.open(options.db);
  let runs = 0;
  try {
    const property = fc.asyncProperty(fc.integer({ min: 0, max: 2 ** 31 - 1 }), schedule(options.maxActions ?? 40), async (faultSeed, actions) => {
      runs += 1;
      await world.reset(faultSeed);
      for (const action of actions) await world.apply(action);
      await world.heal();
      const broken = [...(await brokenInvariants(world)), ...world.stepErrors.map((e) => `a step threw: ${e}`)];
      if (broken.length > 0) throw new Error(`${broken.join('\n')}\nschedule:\n  ${describe(actions)}`);
      options.onRun?.(runs);
    });
    const details = await fc.check(property, {
      numRuns: options.runs,
      ...(options.seed === undefined ? {} : { seed: options.seed }),
      ...(options.path === undefined ? {} : { path: options.path }),
      endOnFailure: !options.shrink,
    });
    if (!details.failed) return { runs, failure: null, seen: world.seen };
    const error = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
    const failure = [
      `the simulation failed after ${details.numRuns} runs: seed ${details.seed}, path ${details.counterexamplePath}`,
      error,
      `replay: npm run simulate -- --seed=${details.seed} --path=${details.counterexamplePath}${options.replayFlags ?? ''}`,
    ].join('\n');
    return { runs, failure, seen: world.seen };
  } finally {
    await world.close();
  }
}
