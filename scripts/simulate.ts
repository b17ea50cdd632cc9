/**
 * npm run simulate [-- --runs N] [--seed S --path P] [--shrink]: the payout simulation
 * (docs/payments.md, The simulation), 10,000 runs by default; a failure prints its seed, its path
 * and this command with them, which replays exactly that run.
 */
import { parseArgs } from 'node:util';
import { runSimulation } from '../tests/server/simulation/simulate';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '10000' }, seed: { type: 'string' }, path: { type: 'string' }, shrink: { type: 'boolean', default: false } } });
const started = performance.now();
const result = await runSimulation({
  runs: Number(values.runs),
  ...(values.seed === undefined ? {} : { seed: Number(values.seed) }),
  ...(values.path === undefined ? {} : { path: values.path }),
  shrink: values.shrink,
});
const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (result.failure) {
  console.error(result.failure);
  process.exit(1);
}
console.log(`simulation: ${result.runs} runs, every invariant held (${seconds} s)`);
console.log([...result.seen].map(([what, n]) => `${what}: ${n}`).join(', '));
