import { RULES } from '@urilint/core';
import { describe, expect, it } from 'vitest';
import plugin from './index.js';

describe('presets', () => {
  it('all differs from strict: every rule, with the opt-in checks on', () => {
    const all = plugin.configs.all.rules ?? {};
    const strict = plugin.configs.strict.rules ?? {};
    expect(Object.keys(all).sort()).toEqual(RULES.map((r) => `urilint/${r.id}`).sort());
    expect(all).not.toEqual(strict);
    expect(all['urilint/no-unencoded-characters']).toEqual(['error', { queryBrackets: true, dataPayload: true }]);
    expect(all['urilint/no-default-port']).toEqual(['warn', { registeredDefaults: true }]);
    expect(all['urilint/prefer-normalized']).toEqual(strict['urilint/prefer-normalized']);
    expect(all['urilint/valid-scheme']).toEqual(strict['urilint/valid-scheme']);
  });
});
