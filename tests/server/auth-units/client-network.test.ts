/** The per-IP limits' client key (server/http/client-network.ts): IPv4 as it is, IPv6 by its /64. */
import { describe, expect, it } from 'vitest';
import { clientNetworkKey } from '../../../server/http/client-network';

describe('clientNetworkKey', () => {
  it('keeps an IPv4 address', () => {
    expect(clientNetworkKey('203.0.113.7')).toBe('203.0.113.7');
  });

  it.each([
    ['2001:db8:aa:1::1', '2001:db8:aa:1::/64'],
    ['2001:db8:aa:1:ffff:ffff:ffff:ffff', '2001:db8:aa:1::/64'],
    ['2001:0DB8:00AA:0001:0:0:0:1', '2001:db8:aa:1::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::192.0.2.33', '64:ff9b:0:0::/64'],
  ])('keys %s by its /64', (ip, key) => {
    expect(clientNetworkKey(ip)).toBe(key);
  });

  it('keys an IPv4-mapped address as its IPv4', () => {
    expect(clientNetworkKey('::ffff:10.0.7.7')).toBe('10.0.7.7');
    expect(clientNetworkKey('::ffff:a00:707')).toBe('10.0.7.7');
  });

  it('gives two /64s two keys', () => {
    expect(clientNetworkKey('2001:db8:aa:1::1')).not.toBe(clientNetworkKey('2001:db8:aa:2::1'));
  });
});
