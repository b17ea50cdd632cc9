/**
 * `npm run mutate`'s Postgres (vitest.mutation.config.ts), so the `describeEachDb` suites run on
 * Postgres too and a kill only Postgres makes is counted (docs/mutation-testing.md, "Kills that
 * need Postgres, HAProxy or root"). scripts/mutate.mjs starts one throwaway cluster for the whole
 * run and names it in MUTATION_POSTGRES_URL: each area's test runners (two or more, each with its
 * vitest and this setup) then share it and its migrated template, made once. Without it (vitest
 * run by hand), each runner starts a cluster of its own. MUTATION_POSTGRES=off runs on PGlite
 * alone, and the summary then says the run was partial.
 */
import type { TestProject } from 'vitest/node';
import { ensureMigratedTemplate } from './helpers/postgres-template';
import { startPostgres } from './helpers/postgres-server';

export default async function setup(project: TestProject): Promise<(() => void | Promise<void>) | undefined> {
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
