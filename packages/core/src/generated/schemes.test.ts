import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ESM script without types
import { OUTPUT, generate } from '../../scripts/generate-schemes.mjs';
import { DEFAULT_PORTS, REGISTERED_SCHEMES } from './schemes.js';

describe('generated scheme registry', () => {
  it('is up to date with test/fixtures/conformance (run `npm run generate`)', () => {
    expect(readFileSync(OUTPUT, 'utf8')).toBe(generate());
  });

  it('holds every IANA record and the default ports', () => {
    expect(REGISTERED_SCHEMES.size).toBe(430);
    expect(REGISTERED_SCHEMES.get('http')).toBe('permanent');
    expect(REGISTERED_SCHEMES.has('javascript')).toBe(false);
    expect(DEFAULT_PORTS.get('https')?.port).toBe(443);
    expect(DEFAULT_PORTS.get('file')?.port).toBeNull();
    expect(DEFAULT_PORTS.get('prospero')).toMatchObject({ port: 1525, rfc1738: true });
    expect(DEFAULT_PORTS.get('irc')?.caution).toBe(true);
  });
});
