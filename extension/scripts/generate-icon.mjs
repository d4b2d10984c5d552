// Draws the extension's icon, images/icon.png (256×256, the size the Marketplace shows; vsce needs
// at least 128×128): two chain links (a URL) over a rounded square, and a squiggle under them (a
// lint finding). Shapes are signed distance functions, sampled 4×4 per pixel for smooth edges;
// the PNG is written by hand (zlib deflate, CRC-32) so that no image package is needed.
// Usage: node scripts/generate-icon.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const SIZE = 256;
const SAMPLES = 4;
const out = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'images', 'icon.png');

// ---- shapes, in a unit square (0..1, y down); negative distance = inside ---------------------

function roundedSquare(x, y, half, radius) {
  const qx = Math.abs(x - 0.5) - half + radius;
  const qy = Math.abs(y - 0.5) - half + radius;
  return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - radius;
}

/** Distance to the segment a–b, less `radius`: a capsule. */
function capsule(x, y, ax, ay, bx, by, radius) {
  const px = x - ax;
  const py = y - ay;
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, (px * dx + py * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - t * dx, py - t * dy) - radius;
}

/** The outline of a capsule: a chain link. */
const ring = (d, width) => Math.abs(d) - width / 2;

// Two links along the diagonal, overlapping in the middle.
const LINK_RADIUS = 0.115;
const LINK_WIDTH = 0.062;
const links = [
  [0.27, 0.58, 0.47, 0.38],
  [0.53, 0.42, 0.73, 0.22],
].map(([ax, ay, bx, by]) => (x, y) => ring(capsule(x, y, ax, ay, bx, by, LINK_RADIUS), LINK_WIDTH));

function squiggle(x, y) {
  if (x < 0.2 || x > 0.8) return Infinity;
  const wave = 0.8 + 0.025 * Math.sin((x - 0.2) * Math.PI * 2 * 5);
  return Math.abs(y - wave) - 0.022;
}

// ---- colours (straight RGBA) -----------------------------------------------------------------

const TOP = [0x1e, 0x3a, 0x8a];
const BOTTOM = [0x0f, 0x76, 0x6e];
const WHITE = [0xff, 0xff, 0xff];
const AMBER = [0xf5, 0x9e, 0x0b];

const mix = (a, b, t) => a.map((v, k) => v + (b[k] - v) * t);

/** The colour and coverage of one sample point. */
function sample(x, y) {
  if (roundedSquare(x, y, 0.47, 0.16) > 0) return [0, 0, 0, 0];
  if (squiggle(x, y) < 0) return [...AMBER, 1];
  if (links.some((link) => link(x, y) < 0)) return [...WHITE, 1];
  return [...mix(TOP, BOTTOM, (x + y) / 2), 1];
}

function pixels() {
  const rows = Buffer.alloc(SIZE * (1 + SIZE * 4));
  for (let py = 0; py < SIZE; py++) {
    const row = py * (1 + SIZE * 4);
    rows[row] = 0; // filter: none
    for (let px = 0; px < SIZE; px++) {
      const sum = [0, 0, 0, 0];
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const [r, g, b, a] = sample((px + (sx + 0.5) / SAMPLES) / SIZE, (py + (sy + 0.5) / SAMPLES) / SIZE);
          sum[0] += r * a;
          sum[1] += g * a;
          sum[2] += b * a;
          sum[3] += a;
        }
      }
      const alpha = sum[3] / (SAMPLES * SAMPLES);
      const at = row + 1 + px * 4;
      for (let k = 0; k < 3; k++) rows[at + k] = sum[3] > 0 ? Math.round(sum[k] / sum[3]) : 0;
      rows[at + 3] = Math.round(alpha * 255);
    }
  }
  return rows;
}

// ---- PNG (ISO/IEC 15948: signature, IHDR, IDAT, IEND; each chunk with its CRC-32) ------------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const header = Buffer.alloc(13);
header.writeUInt32BE(SIZE, 0);
header.writeUInt32BE(SIZE, 4);
header[8] = 8; // bit depth
header[9] = 6; // colour type: RGBA
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  chunk('IHDR', header),
  chunk('IDAT', deflateSync(pixels(), { level: 9 })),
  chunk('IEND', Buffer.alloc(0)),
]);
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, png);
console.log(`${path.relative(process.cwd(), out)}: ${SIZE}×${SIZE}, ${png.length} bytes`);
