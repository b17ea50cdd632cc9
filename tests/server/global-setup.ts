/**
 * Starts one PostgreSQL cluster for the whole server test run (each test file then creates its own
 * database in it) and hands its URL to the tests via `inject('postgresUrl')`. SKIP_POSTGRES=1 runs
 * the suites on PGlite only; otherwise a cluster that cannot start fails the run loudly. It also
 * migrates one template database once (`inject('postgresTemplate')`): a test database is then a
 * copy of it (CREATE DATABASE ... TEMPLATE), not 90 migrations run again per file.
 */
import type { TestProject } from 'vitest/node';
import { buildServerIfStale } from '../../scripts/build-server.mjs';
import { createMigratedTemplate } from './helpers/postgres-template';
import { startPostgres } from './helpers/postgres-server';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string | null;
    postgresTemplate: string | null;
  }
}

export default async function setup(project: TestProject): Promise<(() => void) | undefined> {
  // The tests that run the server as a process run the compiled one (helpers/server-process.ts).
  await buildServerIfStale();
  if (process.env.SKIP_POSTGRES === '1') {
    project.provide('postgresUrl', null);
    project.provide('postgresTemplate', null);
    return undefined;
  }
  const server = await startPostgres();
  project.provide('postgresUrl', server.url);
  try {
    project.provide('postgresTemplate', await createMigratedTemplate(server.url));
  } catch (error) {
    await server.stop();
    throw error;
  }
  return () => server.stop();
}
