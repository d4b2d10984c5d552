import { describe, expect, it } from 'vitest';
import { Holes } from './holes.js';
import type { Span } from './types.js';

const TEXT = 'https://example.com/${x}/a/b/c'; // 30 characters
const hole = { start: 5, end: 8 }; // `${x}` at offsets 5, 6, 7
const tail = { start: 10, end: 10 }; // the unknown tail of a concatenation, at offset 10
const holesOf = (...spans: Span[]): Holes => new Holes(TEXT, spans);

describe('Holes.touches', () => {
  it('holds for a range that shares an offset with a hole', () => {
    expect(holesOf(hole).touches(4, 6)).toBe(true);
    expect(holesOf(hole).touches(7, 9)).toBe(true);
    expect(holesOf(hole).touches(0, 5)).toBe(false); // ends where the hole starts
    expect(holesOf(hole).touches(8, 9)).toBe(false); // starts where the hole ends
    expect(holesOf(tail).touches(9, 11)).toBe(true);
    expect(holesOf(tail).touches(10, 11)).toBe(false);
  });

  it('holds for an insertion strictly inside a hole only', () => {
    expect(holesOf(hole).touches(6, 6)).toBe(true);
    expect(holesOf(hole).touches(5, 5)).toBe(false);
    expect(holesOf(hole).touches(8, 8)).toBe(false);
    expect(holesOf(tail).touches(10, 10)).toBe(false);
  });
});

describe('Holes.near', () => {
  it('holds for a range in or right next to a hole', () => {
    expect(holesOf(hole).near(0, 5)).toBe(true);
    expect(holesOf(hole).near(8, 9)).toBe(true);
    expect(holesOf(hole).near(0, 4)).toBe(false);
    expect(holesOf(hole).near(9, 12)).toBe(false);
    expect(holesOf(tail).near(10, 10)).toBe(true);
    expect(holesOf(tail).near(11, 12)).toBe(false);
  });

  it('is touches on the range widened by one on each side', () => {
    const holes = holesOf(hole, tail);
    for (let start = 0; start < 14; start++) {
      for (let end = start; end < 14; end++) {
        expect(holes.near(start, end)).toBe(holes.touches(start - 1, end + 1));
        expect(holes.near(start, end)).toBe([hole, tail].some((h) => h.start <= end && start <= h.end));
      }
    }
  });

  it('answers the same from its table when there are many holes, and agrees with nearList', () => {
    const spans = [hole, tail, { start: 12, end: 12 }, { start: 14, end: 15 }, { start: 17, end: 17 }, { start: 19, end: 21 }, { start: 23, end: 24 }, { start: 26, end: 26 }, { start: 28, end: 29 }];
    const holes = holesOf(...spans);
    for (let start = 0; start <= TEXT.length; start++) {
      for (let end = start; end <= TEXT.length; end++) {
        const expected = spans.some((h) => h.start <= end && start <= h.end);
        expect(holes.near(start, end), `${start}-${end}`).toBe(expected);
        expect(holes.nearList(start, end).length > 0).toBe(expected);
      }
    }
    expect(holesOf(hole, tail, { start: 20, end: 22 }).nearList(9, 12)).toEqual([tail]);
  });
});

describe('Holes.at and Holes.covers', () => {
  it('mark the offsets a hole covers, and where an empty hole stands; false outside the text', () => {
    const holes = new Holes('a${x}/b', [{ start: 1, end: 5 }, { start: 7, end: 7 }]);
    expect([-1, 0, 1, 4, 5, 6, 7, 8].map((i) => holes.at(i))).toEqual([false, false, true, true, false, false, true, false]);
    expect([holes.covers(5, 7), holes.covers(4, 5), holes.covers(7, 8), holes.covers(0, 1)]).toEqual([false, true, true, false]);
  });

  it('are false everywhere without holes', () => {
    const holes = new Holes('abc', []);
    expect([0, 1, 2].map((i) => holes.at(i))).toEqual([false, false, false]);
    expect(holes.covers(0, 3)).toBe(false);
  });
});
