/**
 * Starts one PostgreSQL cluster for the whole server test run (each test file then creates its own
 * database in it) and hands its URL to the tests via `inject('postgresUrl')`. SKIP_POSTGRES=1 runs
 * the suites on PGlite only; otherwise a cluster that cannot start fails the run loudly.
 */
import type { TestProject } from 'vitest/node';
import { startPostgres } from './helpers/postgres-server';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string | null;
  }
}

export default async function setup(project: TestProject): Promise<(() => void) | undefined> {
  if (process.env.SKIP_POSTGRES === '1') {
    project.provide('postgresUrl', null);
    return undefined;
  }
  const server = await startPostgres();
  project.provide('postgresUrl', server.url);
  return () => server.stop();
}
