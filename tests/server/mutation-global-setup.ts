/**
 * `npm run mutate`'s Postgres (vitest.mutation.config.ts): one throwaway cluster and its migrated
 * template for an area's whole Stryker run (the runner keeps one vitest for every mutant), so the
 * `describeEachDb` suites run on Postgres too and a kill only Postgres makes is counted
 * (docs/mutation-testing.md, "Kills that need Postgres, HAProxy or root"). MUTATION_POSTGRES_URL
 * names a running server instead; MUTATION_POSTGRES=off runs on PGlite alone, and the summary then
 * says the run was partial.
 */
import type { TestProject } from 'vitest/node';
import { createMigratedTemplate } from './helpers/postgres-template';
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
    project.provide('postgresTemplate', await createMigratedTemplate(url));
  } catch (error) {
    await server?.stop();
    throw error;
  }
  return server ? () => server.stop() : undefined;
}
