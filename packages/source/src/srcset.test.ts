import { describe, expect, it } from 'vitest';
import { srcsetUrls } from './srcset.js';

describe('srcsetUrls', () => {
  it('splits entries as HTML does', () => {
    const v = ' /a.png 1x, /b,c.png 2x,/d.png, data:image/png;base64,AA 100w';
    expect(srcsetUrls(v).map((s) => v.slice(s.start, s.end))).toEqual(['/a.png', '/b,c.png', '/d.png', 'data:image/png;base64,AA']);
  });
});
