import { describe, expect, it } from 'vitest';
import { holeMask, holeQuery, holeTest, holesNear, nearHole, touchesHole } from './holes.js';

const hole = { start: 5, end: 8 }; // `${x}` at offsets 5, 6, 7
const tail = { start: 10, end: 10 }; // the unknown tail of a concatenation, at offset 10

describe('touchesHole', () => {
  it('holds for a range that shares an offset with a hole', () => {
    expect(touchesHole([hole], 4, 6)).toBe(true);
    expect(touchesHole([hole], 7, 9)).toBe(true);
    expect(touchesHole([hole], 0, 5)).toBe(false); // ends where the hole starts
    expect(touchesHole([hole], 8, 9)).toBe(false); // starts where the hole ends
    expect(touchesHole([tail], 9, 11)).toBe(true);
    expect(touchesHole([tail], 10, 11)).toBe(false);
  });

  it('holds for an insertion strictly inside a hole only', () => {
    expect(touchesHole([hole], 6, 6)).toBe(true);
    expect(touchesHole([hole], 5, 5)).toBe(false);
    expect(touchesHole([hole], 8, 8)).toBe(false);
    expect(touchesHole([tail], 10, 10)).toBe(false);
  });
});

describe('nearHole', () => {
  it('holds for a range in or right next to a hole', () => {
    expect(nearHole([hole], 0, 5)).toBe(true);
    expect(nearHole([hole], 8, 9)).toBe(true);
    expect(nearHole([hole], 0, 4)).toBe(false);
    expect(nearHole([hole], 9, 12)).toBe(false);
    expect(nearHole([tail], 10, 10)).toBe(true);
    expect(nearHole([tail], 11, 12)).toBe(false);
  });

  it('is touchesHole on the range widened by one on each side', () => {
    const holes = [hole, tail];
    for (let start = 0; start < 14; start++) {
      for (let end = start; end < 14; end++) {
        expect(nearHole(holes, start, end)).toBe(touchesHole(holes, start - 1, end + 1));
        expect(nearHole(holes, start, end)).toBe(holes.some((h) => h.start <= end && start <= h.end));
      }
    }
  });

  it('agrees with holesNear and holeQuery', () => {
    const holes = [hole, tail, { start: 20, end: 22 }];
    const near = holeQuery(holes, 3, 15);
    for (let start = 3; start <= 15; start++) {
      for (let end = start; end <= 15; end++) {
        expect(near(start, end), `${start}-${end}`).toBe(nearHole(holes, start, end));
        expect(holesNear(holes, start, end).length > 0).toBe(nearHole(holes, start, end));
      }
    }
    expect(holesNear(holes, 9, 12)).toEqual([tail]);
  });
});

describe('holeMask', () => {
  it('marks the offsets a hole covers, and where an empty hole stands', () => {
    expect(holeMask('abc', [])).toBeNull();
    expect(Array.from(holeMask('a${x}/b', [{ start: 1, end: 5 }, { start: 7, end: 7 }]) ?? [])).toEqual([0, 1, 1, 1, 1, 0, 0, 1]);
  });
});

describe('holeTest', () => {
  it('answers holeMask per offset, false outside the text', () => {
    const inHole = holeTest('a${x}/b', [{ start: 1, end: 5 }, { start: 7, end: 7 }]);
    expect([-1, 0, 1, 4, 5, 6, 7, 8].map(inHole)).toEqual([false, false, true, true, false, false, true, false]);
  });

  it('is false everywhere without holes', () => {
    const inHole = holeTest('abc', []);
    expect([0, 1, 2].map(inHole)).toEqual([false, false, false]);
  });
});
