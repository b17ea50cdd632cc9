import { describe, expect, it } from 'vitest';
import { parseSessionsNotice } from '../../server/events/session-notice';

describe('the sessions channel payload', () => {
  it('is a positive user id; anything else is ignored, never a stream closed by mistake', () => {
    expect(parseSessionsNotice('42')).toBe(42);
    for (const bad of ['', '0', '-1', '042', '1.5', '42 ', '{"userId":42}', '12345678901234567']) expect(parseSessionsNotice(bad)).toBeNull();
  });
});
