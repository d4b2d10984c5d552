#!/usr/bin/env node
// `npm run bench`: every benchmark, measured in this one process, printed as ratios.
// Absolute figures vary from machine to machine; the ratios are what the README quotes.
import { readdirSync } from 'node:fs';

console.log(`urlint benchmarks — Node ${process.version}, ${new Date().toISOString()}`);
const order = ['core.mjs', 'eslint.mjs', 'server.mjs'];
const present = new Set(readdirSync(new URL('./bench/', import.meta.url)));
for (const file of order) {
  if (!present.has(file)) continue;
  const mod = await import(`./bench/${file}`);
  await mod.run();
}
