// Preloaded into a process (NODE_OPTIONS=--import=<this file>) to record which files of a package
// it loads: every ES module URL Node resolves (through a resolve hook, which sees `--import tsx`
// and any later import) and, at exit, every CommonJS module in require's cache (`--require
// tsx/cjs`, require('tsx/...')). Lines go to MODULE_PROBE_LOG; MODULE_PROBE_MATCH picks them.
import { appendFileSync } from 'node:fs';
import { createRequire, register } from 'node:module';

const log = process.env.MODULE_PROBE_LOG;
const match = process.env.MODULE_PROBE_MATCH;
if (!log || !match) throw new Error('module-probe needs MODULE_PROBE_LOG and MODULE_PROBE_MATCH');

// Which process this is, so a test can see the probe ran where it meant to look.
appendFileSync(log, `process ${process.pid} ${process.argv.join(' ')}\n`);
// And what it runs with beside its program: Node's flags and the allocator's setting.
appendFileSync(log, `settings ${process.pid} ${process.execArgv.join(' ')} MALLOC_ARENA_MAX=${process.env.MALLOC_ARENA_MAX ?? ''}\n`);
register(new URL('module-probe-hooks.mjs', import.meta.url), { data: { log, match } });

const requireCache = createRequire(import.meta.url).cache;
process.on('exit', () => {
  const loaded = Object.keys(requireCache).filter((path) => path.includes(match));
  if (loaded.length > 0) appendFileSync(log, loaded.map((path) => `cjs ${path}\n`).join(''));
});
