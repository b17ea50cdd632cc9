/**
 * The key a per-IP limit counts a client under (docs/security.md, "Per-IP limits"). An IPv4
 * address is one client. An IPv6 client is its /64: a home or a cloud machine gets a whole /64 (or
 * more) and picks addresses in it at will, so counting each address alone gave one client 2^64
 * fresh limits. An IPv4 address written as IPv6 (::ffff:1.2.3.4, a dual-stack socket) is its IPv4.
 */
import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of a valid IPv6 address (any embedded IPv4 tail turned into two groups). */
function groups(address: string): number[] {
  let text = address.split('%')[0] ?? address; // a zone index (fe80::1%eth0) is not part of the address
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = rest ? rest.split(':') : [];
  const zeros = rest === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16));
}

export function clientNetworkKey(ip: string): string {
  if (!isIPv6(ip)) return ip; // IPv4, or whatever the socket reported: counted as it is
  const parts = groups(ip);
  const mapped = parts.slice(0, 5).every((part) => part === 0) && parts[5] === 0xffff;
  if (mapped) {
    const v4 = [parts[6]! >> 8, parts[6]! & 0xff, parts[7]! >> 8, parts[7]! & 0xff].join('.');
    if (isIPv4(v4)) return v4;
  }
  return `${parts
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(':')}::/64`;
}
