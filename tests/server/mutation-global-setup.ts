/**
 * `npm run mutate`'s Postgres (vitest.mutation.config.ts), so the `describeEachDb` suites run on
 * Postgres too and a kill only Postgres makes is counted (docs/mutation-testing.md, "Kills that
 * need Postgres, HAProxy or root"). scripts/mutate.mjs starts one throwaway cluster for the whole
 * run and names it in MUTATION_POSTGRES_URL: each area's test runners (two or more, each with its
 * vitest and this setup) then share it and its migrated template, made once. Without it (vitest
 * run by hand), each runner starts a cluster of its own. MUTATION_POSTGRES=off runs on PGlite
 * alone, and the summary then says the run was partial.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureMigratedTemplate } from './helpers/postgres-template';
import { startPostgres } from './helpers/postgres-server';

/**
 * PGlite's WebAssembly, compiled once in this process (the test runner's) and held while it lives.
 * Every mutant's run starts a new worker thread (vitest 4 stops it after each run), whose PGlite
 * compiles the same bytes again; V8 shares a compiled module between the threads of a process,
 * with the functions already compiled (lazily, as Postgres calls them) by earlier threads, as long
 * as one thread holds it. Opening PGlite in a fresh worker then costs about 0.4 s of CPU instead
 * of 0.9 (docs/mutation-testing.md, "Making a mutant cheap"). The tests' PGlite is unchanged: each
 * still instantiates its own, from the file it always loads.
 */
async function holdPgliteModule(): Promise<void> {
  const wasm = join(dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), 'pglite.wasm');
  (globalThis as { sendswinPgliteModule?: WebAssembly.Module }).sendswinPgliteModule ??= await WebAssembly.compile(readFileSync(wasm));
}

export default async function setup(project: TestProject): Promise<(() => void | Promise<void>) | undefined> {
  await holdPgliteModule();
  const given = process.env.MUTATION_POSTGRES_URL;
  if (process.env.MUTATION_POSTGRES === 'off') {
    project.provide('postgresUrl', null);
    project.provide('postgresTemplate', null);
    return undefined;
  }
  const server = given ? null : await startPostgres();
  const url = given ?? server!.url;
  project.provide('postgresUrl', url);
  try {
    project.provide('postgresTemplate', await ensureMigratedTemplate(url));
  } catch (error) {
    await server?.stop();
    throw error;
  }
  return server ? () => server.stop() : undefined;
}
