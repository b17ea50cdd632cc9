/** web_app_request_write_access (src/telegram/write-access.ts) over a fake bridge. */
import { describe, expect, it } from 'vitest';
import { requestWriteAccess } from '../../../src/telegram/write-access';
import { codeOf, makeWebApp } from './helpers';

describe('requestWriteAccess', () => {
  it.each([
    ['allowed', true],
    ['cancelled', false],
  ])('resolves %s as %s', async (status, allowed) => {
    const { webApp, bridge } = makeWebApp({ version: '6.9' });
    const asked = requestWriteAccess(webApp, bridge);
    expect(bridge.posted).toContainEqual(expect.objectContaining({ type: 'web_app_request_write_access' }));
    bridge.emit('write_access_requested', { status });
    await expect(asked).resolves.toBe(allowed);
  });

  it('is gated at 6.9', () => {
    expect(codeOf(() => void requestWriteAccess(makeWebApp({ version: '6.8' }).webApp))).toBe('WebAppMethodUnsupported');
  });
});
