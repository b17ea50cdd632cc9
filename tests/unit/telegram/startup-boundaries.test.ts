/**
 * Every start-up gate at its edge: the version one step below, the gate itself, one step above.
 * Below a gate the call would throw WebAppMethodUnsupported and `ready` would never be sent, so
 * each case also checks that start-up still ends with `ready`.
 */
import { describe, expect, it } from 'vitest';
import { startTelegram } from '../../../src/telegram/startup';
import { makeWebApp } from './helpers';

function postedTypes(version: string): string[] {
  const { webApp, bridge } = makeWebApp({ version });
  startTelegram(webApp, bridge);
  return bridge.posted.map((event) => event.type);
}

const GATES = [
  { gate: 'closing confirmation (6.2)', type: 'web_app_setup_closing_behavior', below: '6.1', at: '6.2', above: '6.3' },
  { gate: 'no vertical swipes (7.7)', type: 'web_app_setup_swipe_behavior', below: '7.6', at: '7.7', above: '7.8' },
  { gate: 'our colours (7.10)', type: 'web_app_set_header_color', below: '7.9', at: '7.10', above: '7.11' },
];

describe.each(GATES)('start-up gate: $gate', ({ type, below, at, above }) => {
  it(`${below}: not sent, and ready still is`, () => {
    const types = postedTypes(below);
    expect(types).not.toContain(type);
    expect(types.at(-1)).toBe('web_app_ready');
  });
  it(`${at}: sent`, () => {
    expect(postedTypes(at)).toContain(type);
    expect(postedTypes(at).at(-1)).toBe('web_app_ready');
  });
  it(`${above}: sent`, () => {
    expect(postedTypes(above)).toContain(type);
  });
});
