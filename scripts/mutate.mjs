// `npm run mutate [area...]`: Stryker once per area of mutation-areas.mjs (all, or those whose
// name contains an argument), then the table of scores per area, written into
// docs/mutation-testing.md (the rows of the areas run, each stamped with its files:
// scripts/mutation-table.mjs) and to reports/mutation/summary.md. Exits 1 when an area scores below 90%.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { MUTATION_AREAS, areaSlug } from './mutation-areas.mjs';
import { availableEnvironments, environmentKills, environmentNotes } from './mutation-environment.mjs';
import { TABLE_DOC, areaStamp, formatRow, wholeRunLine, writeRows } from './mutation-table.mjs';

const MIN_SCORE = 90;
const wanted = process.argv.slice(2);
const areas = MUTATION_AREAS.filter(({ name }) => wanted.length === 0 || wanted.some((word) => name.includes(word)));
if (areas.length === 0) {
  console.error(`No area matches ${wanted.join(', ')}; the areas: ${MUTATION_AREAS.map(({ name }) => name).join(', ')}`);
  process.exit(2);
}

/** Counts of one area's Stryker JSON report (mutation-testing-report-schema). */
function score(slug) {
  const report = JSON.parse(readFileSync(`reports/mutation/${slug}.json`, 'utf8'));
  const counts = { Killed: 0, Survived: 0, Timeout: 0, NoCoverage: 0, Ignored: 0, RuntimeError: 0, CompileError: 0 };
  const survivors = [];
  for (const [file, { mutants }] of Object.entries(report.files)) {
    for (const mutant of mutants) {
      counts[mutant.status] = (counts[mutant.status] ?? 0) + 1;
      // Module-level code (ignoreStatic in stryker.config.mjs): shown, never scored.
      if (mutant.status === 'Ignored' && /static/i.test(mutant.statusReason ?? '')) counts.Static = (counts.Static ?? 0) + 1;
      if (mutant.status === 'Survived' || mutant.status === 'NoCoverage') {
        survivors.push(`${file}:${mutant.location.start.line} ${mutant.mutatorName}${mutant.replacement ? ` -> ${mutant.replacement}` : ''}`);
      }
    }
  }
  // Stryker's own score: killed and timed-out mutants over all that were valid (ignored ones aside).
  const valid = counts.Killed + counts.Timeout + counts.Survived + counts.NoCoverage;
  return { ...counts, valid, percent: valid === 0 ? 100 : (100 * (counts.Killed + counts.Timeout)) / valid, survivors, kills: environmentKills(report) };
}

/**
 * One throwaway Postgres for the whole run, not one per test runner of each area (two or three an
 * area, each with its initdb, start and 90 migrations of the template): the areas' vitest setups
 * find it in MUTATION_POSTGRES_URL (tests/server/mutation-global-setup.ts). Stopped at the end,
 * also when the run fails or is interrupted, so no cluster outlives it in /tmp/sendswin-pg-*.
 */
async function sharedPostgres(area) {
  // The screen areas (setup 'unit') have no database; started with the first area that has one.
  if (postgres || area.setup === 'unit' || process.env.MUTATION_POSTGRES === 'off' || process.env.MUTATION_POSTGRES_URL) return postgres;
  // Node runs the TypeScript module as it is (type stripping); it imports nothing but node:.
  const { startPostgres } = await import('./cluster/throwaway-postgres.ts');
  return startPostgres();
}

let postgres = null;
let child = null;
function stopPostgres() {
  const server = postgres;
  postgres = null;
  try {
    server?.stop();
  } catch (error) {
    // Stopping is best effort here: the run ends either way, and says so.
    console.error(`The run's Postgres: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
  }
}
process.on('exit', stopPostgres);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    // Stryker runs in a process group of its own (npx, Stryker, its test runners): the whole of
    // it is stopped, also when the signal came to this process alone (npx passes none on).
    if (child?.pid) {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // Already gone.
      }
    }
    stopPostgres();
    process.exit(130);
  });
}

/** Stryker on one area, its output passed through; resolves to its exit code. */
function runStryker(env) {
  return new Promise((resolve, reject) => {
    child = spawn('npx', ['stryker', 'run'], { stdio: 'inherit', env, detached: true });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      child = null;
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

mkdirSync('reports/mutation', { recursive: true });
// What the run has beyond Node and PGlite, said in each row it writes.
const environments = availableEnvironments();
const ranWith = ['PGlite', ...Object.entries(environments).filter(([, has]) => has).map(([need]) => need)].join(', ');
const started = Date.now();
const rows = [];
for (const area of areas) {
  const slug = areaSlug(area.name);
  console.log(`\n=== ${area.name}: ${area.mutate.join(', ')}`);
  const areaStarted = Date.now();
  // The files as this run scores them: an edit made while it runs leaves the row stale.
  const stamp = areaStamp(area);
  postgres = await sharedPostgres(area);
  const status = await runStryker({
    ...process.env,
    ...(postgres ? { MUTATION_POSTGRES_URL: postgres.url } : {}),
    MUTATE: area.mutate.join(','), MUTATION_TESTS: area.tests.join(','), MUTATION_AREA_SLUG: slug, MUTATION_ENVIRONMENT: area.environment ?? 'node', MUTATION_SETUP: area.setup ?? '', ...(area.timeZone ? { TZ: area.timeZone } : {}),
  });
  if (status !== 0) {
    console.error(`Stryker failed on ${area.name} (exit ${status})`);
    process.exit(1);
  }
  const row = { name: area.name, stamp, minutes: (Date.now() - areaStarted) / 60_000, ...score(slug) };
  rows.push(row);
  // Each area's row is written as soon as it is scored: a run cut short keeps what it measured.
  writeFileSync(TABLE_DOC, writeRows(readFileSync(TABLE_DOC, 'utf8'), MUTATION_AREAS, new Map([[row.name, formatRow(row, row.stamp, ranWith)]])));
}

const passed = rows.every((r) => r.percent >= MIN_SCORE);
const minutes = (Date.now() - started) / 60_000;
// Only a run of every area says how long the whole run takes (the bar: 40 minutes on 2 cores).
const wholeRun = wanted.length === 0 ? wholeRunLine({ minutes, areas: rows.length, passed, date: new Date().toISOString().slice(0, 10), ranWith }) : null;
if (wholeRun) writeFileSync(TABLE_DOC, writeRows(readFileSync(TABLE_DOC, 'utf8'), MUTATION_AREAS, new Map(), wholeRun));

const table = [
  '| area | mutants | killed | survived | timeout | no coverage | score | static, not run | minutes |',
  '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ...rows.map(
    (r) =>
      `| ${r.name} | ${r.valid} | ${r.Killed} | ${r.Survived} | ${r.Timeout} | ${r.NoCoverage} | ${r.percent.toFixed(1)}% | ${r.Static ?? 0} | ${r.minutes.toFixed(1)} |`,
  ),
].join('\n');
const survivors = rows.flatMap((r) => r.survivors.map((line) => `- ${r.name}: ${line}`)).join('\n');
const notes = environmentNotes(rows.map((r) => ({ area: r.name, kills: r.kills })), environments).join('\n');
const summary = `${table}\n\nTotal time: ${minutes.toFixed(1)} min\n${survivors ? `\nSurvivors:\n${survivors}\n` : ''}${notes ? `\n${notes}\n` : ''}`;
writeFileSync('reports/mutation/summary.md', summary);
console.log(`\n${summary}`);
process.exit(passed ? 0 : 1);
