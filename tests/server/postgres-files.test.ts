/**
 * The list of server test files that run on Postgres too (tests/server/postgres-files.ts) is kept
 * honest: a file whose database matters cannot quietly run on PGlite alone, and the list names no
 * file that is gone or that never reaches Postgres.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATABASE_SPECIFIC, POSTGRES_FILES } from './postgres-files';

const ROOT = join(process.cwd(), 'tests/server');

function testFiles(dir = ROOT): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'helpers' ? [] : testFiles(path);
    return entry.name.endsWith('.test.ts') ? [relative(ROOT, path)] : [];
  });
}

/** A file that can run a suite on Postgres: through the shared helpers or by asking for the cluster itself. */
const REACHES_POSTGRES = /describeEachDb\(|killTestKinds\(|inject\('postgresUrl'\)|openTestDatabase\('postgres'|databaseForSuite\(/;

describe('the files that run on Postgres too', () => {
  const files = testFiles();
  const source = (file: string) => readFileSync(join(ROOT, file), 'utf8');

  it('lists every file whose database matters', () => {
    const missing = files
      .filter((file) => file !== 'postgres-files.test.ts' && REACHES_POSTGRES.test(source(file)) && !(file in POSTGRES_FILES))
      .flatMap((file) => {
        const reasons = DATABASE_SPECIFIC.filter(({ pattern }) => pattern.test(source(file))).map(({ what }) => what);
        return reasons.length ? [`${file}: ${reasons.join(', ')}`] : [];
      });
    expect(missing, 'add these to tests/server/postgres-files.ts with why the database matters').toEqual([]);
  });

  it('names only files that exist and reach Postgres', () => {
    const wrong = Object.keys(POSTGRES_FILES).filter((file) => !files.includes(file) || !REACHES_POSTGRES.test(source(file)));
    expect(wrong).toEqual([]);
  });
});
