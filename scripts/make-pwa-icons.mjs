// Writes the PWA icons in public/ (192 and 512 px "any", 512 px maskable) with Node built-ins only:
// a PNG is a signature, an IHDR chunk, zlib-deflated scanlines in IDAT, and IEND. Run it again
// after changing the drawing; the PNGs are committed, so builds need nothing beyond Vite.
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const BACKGROUND = [0x18, 0x1a, 0x20]; // the app's background (#181a20), also the manifest's
const GOLD = [0xf0, 0xb9, 0x0b];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}

function png(size, pixel) {
  const raw = Buffer.alloc(size * (size * 3 + 1)); // filter byte 0 + RGB per row
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) raw.set(pixel(x / size, y / size), y * (size * 3 + 1) + 1 + x * 3);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A gold coin with a dark upward triangle ("a win") on the dark background. `scale` shrinks the
 * glyph for the maskable icon, whose outer 10% on each side may be cropped by the launcher's mask.
 */
function coin(scale) {
  return (u, v) => {
    const dx = u - 0.5;
    const dy = v - 0.5;
    const r = Math.hypot(dx, dy) / scale;
    if (r > 0.36) return BACKGROUND;
    if (r > 0.3) return GOLD;
    if (r > 0.27) return BACKGROUND;
    // The triangle: apex up, base at +0.12, half-width growing downwards.
    const ty = dy / scale;
    const halfWidth = (ty + 0.16) * 0.6;
    const inTriangle = ty > -0.16 && ty < 0.12 && Math.abs(dx / scale) < halfWidth;
    return inTriangle ? BACKGROUND : GOLD;
  };
}

const targets = [
  ['public/pwa-192x192.png', 192, 1],
  ['public/pwa-512x512.png', 512, 1],
  ['public/maskable-512x512.png', 512, 0.8],
  ['public/apple-touch-icon.png', 180, 0.9],
];
for (const [path, size, scale] of targets) {
  writeFileSync(path, png(size, coin(scale)));
  console.log(`wrote ${path}`);
}
