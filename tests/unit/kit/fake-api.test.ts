import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from './fake-api';

describe('fakeApi', () => {
  it('answers the handlers and records the requests', async () => {
    const api = fakeApi({ 'POST /game/orders': ok({ data: 1 }) });
    const response = await fetch('/api/v1/game/orders', { method: 'POST', body: JSON.stringify({ amount: '1' }), headers: { 'Idempotency-Key': 'k' } });
    expect(await response.json()).toEqual({ data: 1 });
    expect(api.posts()).toHaveLength(1);
    expect(api.callsTo('POST /game/orders')[0]?.body).toEqual({ amount: '1' });
    expect(api.requests[0]?.headers.get('idempotency-key')).toBe('k');
  });

  // The test fails at its end because of the request nobody expected: that is the point.
  it.fails('fails a test that makes a request it did not expect', async () => {
    fakeApi({});
    const response = await fetch('/api/v1/user/me');
    expect(response.status).toBe(404);
  });
});
