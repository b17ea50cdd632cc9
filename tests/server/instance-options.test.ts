import { describe, expect, it } from 'vitest';
import { instanceOptionsFromEnv } from '../../server/cluster/instance-options';

describe("an instance's options from the environment", () => {
  it('defaults: no instance header, no drain delay, 20 s to close after the drain', () => {
    expect(instanceOptionsFromEnv({})).toEqual({ instanceId: undefined, drainDelayMs: 0, closeGraceMs: 20_000 });
  });

  it('reads each setting', () => {
    expect(instanceOptionsFromEnv({ INSTANCE_ID: 'a-1', DRAIN_DELAY_MS: '2500', CLOSE_GRACE_MS: '30000' })).toEqual({
      instanceId: 'a-1',
      drainDelayMs: 2500,
      closeGraceMs: 30_000,
    });
  });

  it.each([
    [{ INSTANCE_ID: 'a b' }, 'INSTANCE_ID'],
    [{ DRAIN_DELAY_MS: '-1' }, 'DRAIN_DELAY_MS'],
    [{ CLOSE_GRACE_MS: '0' }, 'CLOSE_GRACE_MS'],
    [{ CLOSE_GRACE_MS: 'soon' }, 'CLOSE_GRACE_MS'],
  ])('refuses %o in one line naming the setting', (env, name) => {
    expect(() => instanceOptionsFromEnv(env)).toThrow(new RegExp(`^Invalid configuration: ${name} `));
  });
});
