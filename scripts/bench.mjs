#!/usr/bin/env node
// `npm run bench`: every benchmark section in turn, each printing its figures and its budgets'
// verdicts. What each measures and how: scripts/bench/README.md.
console.log(`urilint benchmarks — Node ${process.version}, ${new Date().toISOString()}`);
for (const file of ['core.mjs', 'eslint-user-cost.mjs', 'server.mjs', 'filetypes.mjs']) {
  const mod = await import(`./bench/${file}`);
  // Each section starts on a clean heap, not on the garbage of the one before (the script runs with --expose-gc).
  globalThis.gc?.();
  await mod.run();
}
