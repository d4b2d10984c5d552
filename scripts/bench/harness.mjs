// A small benchmark harness: median of several timed rounds, each long enough to be measured.
import { performance } from 'node:perf_hooks';

/** Median ns per item of `fn(items)` (which processes all items once), over `rounds` rounds. */
export function nsPerItem(fn, items, rounds = 7) {
  // Warm up until the JIT has settled (steady state is what a lint run or an editor session
  // sees): at least 3 passes and at least half a second.
  const warmUntil = performance.now() + 500;
  for (let w = 0; w < 3 || performance.now() < warmUntil; w++) fn(items);
  const times = [];
  for (let r = 0; r < rounds; r++) {
    const t0 = performance.now();
    fn(items);
    times.push(((performance.now() - t0) * 1e6) / items.length);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

export function fmt(n, digits = 1) {
  return n.toFixed(digits).padStart(10);
}

export function row(label, ...cells) {
  console.log(label.padEnd(58) + cells.join(''));
}
