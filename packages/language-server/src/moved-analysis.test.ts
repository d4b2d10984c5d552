/**
 * An analysis of moved candidates started from the last version's (moved-analysis.ts, `analyses`:
 * the groups it shares at its start and at its end copied, each moved as far as its group) gives
 * what the whole loop gives: the same finding objects in the same order, each moved as far, and
 * the same cap.
 * Random sequences of versions: groups parsed again (new objects of the same content), inserted,
 * deleted, and groups moved without being parsed again (at the start as well as after an edit).
 */

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeText, type Analysis } from './analysis.js';
import { movedExtraction } from './languages/js-statements.js';
import type { DocumentCandidate, Extraction, MovedCandidates } from './languages/types.js';
import { analyzedMoved, KEEP_ALL } from './moved-analysis.js';
import { editorSettings } from './settings.js';
import { JS } from './test/samples.js';

const settings = editorSettings({}, false);
const options = settings.analyzeOptions;

const SOURCE = [JS, 'export const u = fetch("https://api.example.com:443/items/a b");', 'const v = ["http://x.com:80/", "HTTP://y.com/%7e"];', ''].join('\n');

/** The groups of one parse of SOURCE: each call gives new objects of the same content. */
function parsedGroups(): ReadonlyArray<readonly DocumentCandidate[]> {
  const moved = analyzeText(SOURCE, 'typescript', settings)!.extraction.moved;
  if (!moved) throw new Error('a JavaScript extraction has its candidates by group');
  return moved.groups;
}

type Step =
  | { kind: 'reparse'; at: number }
  | { kind: 'insert'; at: number }
  | { kind: 'delete'; at: number }
  | { kind: 'move'; from: number; by: number };

const unit = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('reparse' as const), at: unit }),
  fc.record({ kind: fc.constant('insert' as const), at: unit }),
  fc.record({ kind: fc.constant('delete' as const), at: unit }),
  fc.record({ kind: fc.constant('move' as const), from: unit, by: fc.integer({ min: -40, max: 40 }) }),
);

/** The next version's groups and distances after `s` (`fresh`: groups of another parse, to take new objects from). */
function apply(moved: MovedCandidates, s: Step, fresh: ReadonlyArray<readonly DocumentCandidate[]>): MovedCandidates {
  const groups = [...moved.groups];
  const by = [...moved.by];
  const n = groups.length;
  if (s.kind === 'move') {
    for (let g = Math.floor(s.from * n); g < n; g++) by[g] += s.by;
  } else if (s.kind === 'reparse' && n > 0) {
    const g = Math.floor(s.at * n);
    groups[g] = fresh[g % fresh.length];
  } else if (s.kind === 'insert') {
    const g = Math.floor(s.at * (n + 1));
    groups.splice(g, 0, fresh[g % fresh.length]);
    by.splice(g, 0, g > 0 ? by[g - 1] : 0);
  } else if (s.kind === 'delete' && n > 0) {
    const g = Math.floor(s.at * n);
    groups.splice(g, 1);
    by.splice(g, 1);
  }
  return { groups, by: Float64Array.from(by) };
}

/** The analysis of an extraction of `moved`, made from `previous` (the last version's extraction) when given. */
function run(moved: MovedCandidates, keep: () => boolean, max: number, previous?: Extraction): Analysis {
  const steps = analyzedMoved(movedExtraction(moved, []), moved, options, keep, max, previous);
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
  }
}

/** A number per object, the same for the same object: findings are compared as objects, not by content. */
const ids = new WeakMap<object, number>();
let nextId = 0;
function idOf(o: object): number {
  let id = ids.get(o);
  if (id === undefined) ids.set(o, (id = nextId++));
  return id;
}

/** Findings as found (as objects), how far each moved, and where the analysis stopped. */
function found(a: Analysis): [readonly number[], readonly number[], number | undefined] {
  return a.found ? [a.found.findings.map(idOf), a.found.by, a.stoppedAt] : [a.findings.map(idOf), a.findings.map(() => 0), a.stoppedAt];
}

describe('an analysis of moved candidates from the last one', () => {
  it('gives the findings, distances and cap of the whole loop, version after version', () => {
    const first = parsedGroups();
    const total = run({ groups: first, by: new Float64Array(first.length) }, () => true, Number.POSITIVE_INFINITY).findings.length;
    expect(total).toBeGreaterThan(5);
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 10 }), fc.integer({ min: 1, max: 3 * total }), (steps, max) => {
        let moved: MovedCandidates = { groups: first, by: new Float64Array(first.length) };
        let last = run(moved, KEEP_ALL, max);
        const fresh = parsedGroups();
        for (const s of steps) {
          moved = apply(moved, s, fresh);
          // KEEP_ALL starts from the last version's analysis; another function that keeps everything runs the whole loop.
          const next = run(moved, KEEP_ALL, max, last.extraction);
          expect(found(next)).toEqual(found(run(moved, () => true, max)));
          last = next;
        }
      }),
      { numRuns: 300 },
    );
  });
});
