#!/usr/bin/env node
// `npm run bench`: every benchmark, measured in this one process, printed as ratios.
// Absolute figures vary from machine to machine; the ratios are what the README quotes.
import { readdirSync } from 'node:fs';

console.log(`urilint benchmarks — Node ${process.version}, ${new Date().toISOString()}`);
const order = ['core.mjs', 'eslint.mjs', 'eslint-rivals.mjs', 'server.mjs', 'filetypes.mjs'];
const present = new Set(readdirSync(new URL('./bench/', import.meta.url)));
for (const file of order) {
  if (!present.has(file)) continue;
  const mod = await import(`./bench/${file}`);
  // A full GC between sections (the script runs with --expose-gc): each starts on a clean heap,
  // not on the garbage of the one before (after the core section, the ESLint overhead measured
  // about a point higher until this GC was added).
  globalThis.gc?.();
  await mod.run();
}
