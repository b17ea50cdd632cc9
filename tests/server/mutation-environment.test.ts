/**
 * `npm run mutate` names the kills that needed Postgres, HAProxy or root, and says when a run lacked
 * one (scripts/mutation-environment.mjs), on a Stryker report of the schema's shape.
 */
import { describe, expect, it } from 'vitest';
import { environmentKills, environmentNotes } from '../../scripts/mutation-environment.mjs';

const mutant = (line: number, status: string, killedBy: string[]) => ({ status, killedBy, mutatorName: 'ConditionalExpression', location: { start: { line } } });

const REPORT = {
  files: {
    'server/events/hub.ts': {
      mutants: [
        mutant(10, 'Killed', ['t1']), // only the Postgres run of a describeEachDb suite
        mutant(20, 'Killed', ['t1', 't2']), // the PGlite run kills it too: needs nothing
        mutant(30, 'Killed', ['t3']), // only the cluster behind HAProxy
        mutant(40, 'Killed', ['t4']), // only the bind mount, as root
        mutant(50, 'Survived', []),
      ],
    },
  },
  testFiles: {
    'tests/server/sessions.test.ts': {
      tests: [
        { id: 't1', name: 'sessions [postgres] logout ends the streams' },
        { id: 't2', name: 'sessions [pglite] logout ends the streams' },
      ],
    },
    'tests/server/cluster.test.ts': { tests: [{ id: 't3', name: 'cluster: 3 instances behind HAProxy on Postgres drains' }] },
    'tests/server/data-dir-lock-paths.test.ts': { tests: [{ id: 't4', name: 'the DATA_DIR lock through a second path' }] },
  },
};

describe('the mutation report on environments', () => {
  it('names each kill whose every killing test needs Postgres, HAProxy or root', () => {
    expect(environmentKills(REPORT)).toEqual({
      // The cluster test runs on Postgres too, but it is named by HAProxy; Postgres lists what its suites alone kill.
      Postgres: ['server/events/hub.ts:10 ConditionalExpression'],
      HAProxy: ['server/events/hub.ts:30 ConditionalExpression'],
      root: ['server/events/hub.ts:40 ConditionalExpression'],
    });
  });

  it('says a run without Postgres and HAProxy is partial, and lists what the kills needed', () => {
    const notes = environmentNotes([{ area: 'server/events', kills: environmentKills(REPORT) }], { Postgres: false, HAProxy: false, root: true });
    expect(notes).toContain('Kills that needed Postgres (1):');
    expect(notes).toContain('- server/events: server/events/hub.ts:30 ConditionalExpression');
    expect(notes.join('\n')).toMatch(/^PARTIAL RUN: no Postgres, no HAProxy\./m);
    expect(environmentNotes([{ area: 'a', kills: { Postgres: [], HAProxy: [], root: [] } }], { Postgres: true, HAProxy: true, root: true })).toEqual([]);
  });
});
