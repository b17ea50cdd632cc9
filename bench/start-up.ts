/**
 * Start-up times of section footprint: each process started START_RUNS times, stopped once ready
 * each time, the processes taking turns, and the median of each time. One start on the shared
 * machine says as much about the other sessions' load as about the server, and taking turns
 * gives the server and its reference the same load (docs/performance.md, "Start-up").
 */
import { loadavg } from 'node:os';
import { startMeasured } from './process-memory';
import { spread, type Spread } from './stats';

export const START_RUNS = 5;

export interface StartCommand {
  args: string[];
  env: Record<string, string>;
  /** The line that says it is ready (its database open), and the earlier one that says it listens. */
  ready: RegExp;
  listening?: RegExp;
}

export interface StartTimes {
  listen: Spread;
  ready: Spread;
}

/** The machine's load average over the last minute, for the figures' context. */
export const loadAverage = () => loadavg()[0]!.toFixed(1);

/** Starts each command `runs` times, in turns (a, b, a, b...), each stopped once ready. */
export async function startTimesInTurns(commands: StartCommand[], runs = START_RUNS): Promise<StartTimes[]> {
  const times = commands.map(() => ({ listen: [] as number[], ready: [] as number[] }));
  for (let run = 0; run < runs; run += 1) {
    for (const [i, command] of commands.entries()) {
      const server = await startMeasured(command.args, command.env, command.ready, command.listening);
      await server.stop();
      times[i]!.listen.push(server.listenMs);
      times[i]!.ready.push(server.startMs);
    }
  }
  return times.map(({ listen, ready }) => ({ listen: spread(listen), ready: spread(ready) }));
}
