// What a mutant's kill needed beyond Node and PGlite (docs/mutation-testing.md, "Kills that need
// Postgres, HAProxy or root"). A kill that only Postgres, HAProxy or root tests made is lost in a
// run without them: the mutant shows as a survivor there, or, worse, goes unnoticed when the area
// scores high anyway. The report names such kills, and a run that lacks one says so.
import { execFileSync } from 'node:child_process';

/** The environments, each with how to tell a test that needs it (by file, or by the suite name describeEachDb gives). */
export const ENVIRONMENTS = [
  { need: 'Postgres', needs: (file, name) => / \[postgres\]/.test(name) || /tests\/server\/(sse-instances|pg-killed-backend|rate-limit-instances)\.test\.ts$/.test(file) },
  { need: 'HAProxy', needs: (file) => file.endsWith('tests/server/cluster.test.ts') },
  { need: 'root', needs: (file) => /tests\/server\/(power-cut|data-dir-lock-paths)\.test\.ts$/.test(file) },
];

function hasCommand(command) {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Which environments this machine and run offer: the mutation tests start a throwaway Postgres
 * (tests/server/mutation-global-setup.ts) unless MUTATION_POSTGRES=off.
 */
export function availableEnvironments(env = process.env) {
  const postgres = env.MUTATION_POSTGRES !== 'off';
  return {
    Postgres: postgres,
    HAProxy: hasCommand('haproxy') && postgres,
    root: typeof process.getuid === 'function' && process.getuid() === 0,
  };
}

/** Test id -> { file, name } from a Stryker JSON report (its testFiles, else the id `file#name`). */
function testIndex(report) {
  const index = new Map();
  for (const [file, { tests = [] } = {}] of Object.entries(report.testFiles ?? {})) {
    for (const test of tests) index.set(test.id, { file, name: test.name ?? '' });
  }
  return (id) => index.get(id) ?? { file: String(id).split('#')[0] ?? '', name: String(id).split('#').slice(1).join('#') };
}

/**
 * For each environment, the killed mutants whose every killing test needs it: `file:line mutator`.
 * A kill with one test that runs anywhere needs nothing.
 */
export function environmentKills(report) {
  const lookup = testIndex(report);
  const kills = Object.fromEntries(ENVIRONMENTS.map(({ need }) => [need, []]));
  for (const [file, { mutants }] of Object.entries(report.files ?? {})) {
    for (const mutant of mutants) {
      if (mutant.status !== 'Killed' || !mutant.killedBy?.length) continue;
      const tests = mutant.killedBy.map(lookup);
      for (const { need, needs } of ENVIRONMENTS) {
        if (tests.every(({ file: testFile, name }) => needs(testFile, name))) kills[need].push(`${file}:${mutant.location.start.line} ${mutant.mutatorName}`);
      }
    }
  }
  return kills;
}

/** The summary's lines about the environment: what the kills needed, and what this run lacked. */
export function environmentNotes(killsByArea, available) {
  const lines = [];
  for (const { need } of ENVIRONMENTS) {
    const kills = killsByArea.flatMap(({ area, kills: byNeed }) => byNeed[need].map((kill) => `${area}: ${kill}`));
    if (kills.length > 0) lines.push(`Kills that needed ${need} (${kills.length}):`, ...kills.map((kill) => `- ${kill}`));
  }
  const missing = ENVIRONMENTS.map(({ need }) => need).filter((need) => !available[need]);
  if (missing.length > 0) {
    lines.push(
      `PARTIAL RUN: no ${missing.join(', no ')}. Tests that need ${missing.join(' or ')} did not run, so mutants only they kill`,
      'count as survivors or were never tried; a full score needs a run with them (docs/mutation-testing.md).',
    );
  }
  return lines;
}
