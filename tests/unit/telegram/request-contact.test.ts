/** web_app_request_phone (src/telegram/request-contact.ts) over a fake bridge. */
import { describe, expect, it } from 'vitest';
import { requestContact } from '../../../src/telegram/request-contact';
import { codeOf, makeWebApp } from './helpers';

describe('requestContact', () => {
  it.each([
    ['sent', true],
    ['cancelled', false],
  ])('resolves %s as %s', async (status, sent) => {
    const { webApp, bridge } = makeWebApp({ version: '6.9' });
    const asked = requestContact(webApp, bridge);
    expect(bridge.posted).toContainEqual(expect.objectContaining({ type: 'web_app_request_phone' }));
    bridge.emit('phone_requested', { status });
    await expect(asked).resolves.toBe(sent);
  });

  it('is gated at 6.9', () => {
    expect(codeOf(() => void requestContact(makeWebApp({ version: '6.8' }).webApp))).toBe('WebAppMethodUnsupported');
  });
});
