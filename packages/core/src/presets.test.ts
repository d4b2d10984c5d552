import { describe, expect, it } from 'vitest';
import { analyze } from './analyze.js';
import { presetSetting, resolveRules } from './config.js';
import { RULES } from './registry.js';

describe('the all preset: every rule at its strictest', () => {
  it('turns every rule on', () => {
    expect(resolveRules(RULES, 'all', undefined).map((r) => r.rule.id)).toEqual(RULES.map((r) => r.id));
  });

  it("sets strict's options and each rule's opt-in checks (allOptions)", () => {
    for (const rule of RULES) {
      const strict = rule.presets.strict;
      const expected = { ...(strict && strict !== true ? strict : {}), ...rule.allOptions };
      const setting = presetSetting(rule, 'all');
      expect(Array.isArray(setting) ? setting[1] : {}, rule.id).toEqual(expected);
    }
    const byId = new Map(RULES.map((r) => [r.id, presetSetting(r, 'all')]));
    expect(byId.get('no-unencoded-characters')).toEqual(['error', { queryBrackets: true, dataPayload: true }]);
    expect(byId.get('no-default-port')).toEqual(['warn', { registeredDefaults: true }]);
    // Its fix would double the slash of `base + '/users'`: an opt-in of the user's own.
    expect(byId.get('prefer-normalized')).toBe('warn');
  });

  it('reports what strict leaves alone', () => {
    const only = (value: string) => ['strict', 'all'].map((preset) => analyze(value, { preset: preset as 'strict' | 'all' }).map((f) => f.ruleId));
    expect(only('data:text/plain,a b')).toEqual([[], ['no-unencoded-characters']]);
  });
});

describe('strict: the recommended preset and more', () => {
  it('turns on every rule that recommended turns on', () => {
    const strict = new Set(resolveRules(RULES, 'strict', undefined).map((r) => r.rule.id));
    const missing = resolveRules(RULES, 'recommended', undefined).map((r) => r.rule.id).filter((id) => !strict.has(id));
    expect(missing).toEqual([]);
  });
});
