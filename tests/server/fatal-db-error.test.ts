import { describe, expect, it } from 'vitest';
import { isFatalDbError } from '../../server/db/fatal';

/** Which PGlite failures end the process (server/main.ts) and which stay a request's 4xx/500. */
describe('isFatalDbError', () => {
  it.each([
    ['a WASM abort', Object.assign(new Error('Aborted()'), { name: 'RuntimeError' })],
    ['the WASM exiting', Object.assign(new Error('Program terminated'), { name: 'ExitStatus' })],
    ['a PANIC', Object.assign(new Error('could not write to log file'), { severity: 'PANIC', code: 'XX000' })],
    ['a FATAL', Object.assign(new Error('terminating connection'), { severity: 'FATAL', code: '57P01' })],
    ['an I/O error', Object.assign(new Error('could not extend file "base/5/16505": I/O error'), { severity: 'ERROR', code: '58030' })],
  ])('ends the process on %s', (_name, error) => {
    expect(isFatalDbError(error)).toBe(true);
  });

  it.each([
    ['a unique violation', Object.assign(new Error('duplicate key'), { severity: 'ERROR', code: '23505' })],
    ['a check violation', Object.assign(new Error('violates check constraint'), { severity: 'ERROR', code: '23514' })],
    ['a plain error', new Error('bad channel name')],
    ['a string', 'nope'],
    ['null', null],
  ])('keeps serving after %s', (_name, error) => {
    expect(isFatalDbError(error)).toBe(false);
  });
});
