/**
 * A tiny MaxMind DB (MMDB format 2.0) writer for the tests: IPv4 networks mapped to a country's ISO
 * code, written as a GeoIP2-Country database would answer them ({country: {iso_code}}). Written
 * here rather than adding a dependency for the tests: the part a country test needs (a binary
 * trie, strings, maps, unsigned integers) is a few dozen lines of the published format, and the
 * reader the server uses (`maxmind`) checks it.
 */
const RECORD_SIZE = 24;

function uint(type: 5 | 6 | 9, value: number): Buffer {
  const bytes: number[] = [];
  for (let v = BigInt(value); v > 0n; v >>= 8n) bytes.unshift(Number(v & 0xffn));
  // uint16 (5) and uint32 (6) are base types; uint64 (9) is extended (type byte 9 - 7).
  return type === 9 ? Buffer.from([bytes.length, 2, ...bytes]) : Buffer.from([(type << 5) | bytes.length, ...bytes]);
}

function str(text: string): Buffer {
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.length >= 29) throw new Error('the test writer keeps strings under 29 bytes');
  return Buffer.concat([Buffer.from([(2 << 5) | bytes.length]), bytes]);
}

function map(entries: [string, Buffer][]): Buffer {
  return Buffer.concat([Buffer.from([(7 << 5) | entries.length]), ...entries.flatMap(([key, value]) => [str(key), value])]);
}

function array(items: Buffer[]): Buffer {
  return Buffer.concat([Buffer.from([items.length, 4]), ...items]);
}

/** `networks`: CIDR ("203.0.113.0/24") to an ISO 3166 alpha-2 code. */
export function countryMmdb(networks: Record<string, string>): Buffer {
  // The trie: node i has two records (bit 0, bit 1); -1 is empty, -2 - k points at data item k.
  const nodes: [number, number][] = [[-1, -1]];
  const data: Buffer[] = [];
  for (const [cidr, iso] of Object.entries(networks)) {
    const [ip, bitsText] = cidr.split('/');
    const bits = Number(bitsText);
    const address = ip!.split('.').reduce((n, octet) => n * 256 + Number(octet), 0);
    data.push(map([['country', map([['iso_code', str(iso)]])]]));
    let node = 0;
    for (let depth = 0; depth < bits; depth += 1) {
      const bit = Math.floor(address / 2 ** (31 - depth)) % 2;
      if (depth === bits - 1) {
        nodes[node]![bit] = -2 - (data.length - 1);
      } else {
        if (nodes[node]![bit]! < 0) {
          nodes.push([-1, -1]);
          nodes[node]![bit] = nodes.length - 1;
        }
        node = nodes[node]![bit]!;
      }
    }
  }
  const nodeCount = nodes.length;
  const offsets: number[] = [];
  let offset = 0;
  for (const item of data) {
    offsets.push(offset);
    offset += item.length;
  }
  const tree = Buffer.alloc(nodeCount * 6);
  nodes.forEach((records, i) => {
    records.forEach((record, side) => {
      const value = record === -1 ? nodeCount : record >= 0 ? record : nodeCount + 16 + offsets[-2 - record]!;
      tree.writeUIntBE(value, i * 6 + side * 3, 3);
    });
  });
  const metadata = map([
    ['node_count', uint(6, nodeCount)],
    ['record_size', uint(5, RECORD_SIZE)],
    ['ip_version', uint(5, 4)],
    ['database_type', str('Test-Country')],
    ['languages', array([str('en')])],
    ['binary_format_major_version', uint(5, 2)],
    ['binary_format_minor_version', uint(5, 0)],
    ['build_epoch', uint(9, 1_700_000_000)],
    ['description', map([['en', str('test countries')]])],
  ]);
  return Buffer.concat([tree, Buffer.alloc(16), ...data, Buffer.from([0xab, 0xcd, 0xef]), Buffer.from('MaxMind.com'), metadata]);
}
