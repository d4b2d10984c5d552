import type { PresetName, RuleDefinition } from './rule.js';
import type { RuleSetting, Severity } from './types.js';

export const RULE_PREFIX = 'urilint/';

export interface ResolvedRule {
  rule: RuleDefinition<object, string>;
  severity: 'warn' | 'error';
  options: Record<string, unknown>;
}

export function severityName(s: Severity | undefined): 'off' | 'warn' | 'error' {
  if (s === 2 || s === 'error') return 'error';
  if (s === 1 || s === 'warn') return 'warn';
  return 'off';
}

/** The settings a preset gives a rule, or undefined when the preset leaves it off. */
export function presetSetting(rule: RuleDefinition<object, string>, preset: PresetName | 'all'): RuleSetting | undefined {
  if (preset === 'all') {
    // Every rule, at its strictest: strict's options and the opt-in checks of `allOptions`.
    const strict = rule.presets.strict;
    const options = { ...(strict && strict !== true ? strict : {}), ...rule.allOptions } as Record<string, unknown>;
    return Object.keys(options).length > 0 ? [rule.defaultSeverity, options] : rule.defaultSeverity;
  }
  const entry = rule.presets[preset];
  if (entry === undefined) return undefined;
  return entry === true ? rule.defaultSeverity : [rule.defaultSeverity, entry as Record<string, unknown>];
}

function splitSetting(setting: RuleSetting): [Severity, Record<string, unknown> | undefined] {
  if (Array.isArray(setting)) return [setting[0], setting[1]];
  return [setting, undefined];
}

/**
 * The rules to run with their severity and options: the preset's settings with `rules` laid
 * over them (ESLint's semantics: a later severity-only entry keeps the earlier options). Unknown
 * rule ids are ignored.
 */
export function resolveRules(
  registry: readonly RuleDefinition<object, string>[],
  preset: PresetName | 'all' | 'none',
  rules: Record<string, RuleSetting> | undefined,
): ResolvedRule[] {
  const out: ResolvedRule[] = [];
  for (const rule of registry) {
    let severity: 'off' | 'warn' | 'error' = 'off';
    let options: Record<string, unknown> = {};
    const fromPreset = preset === 'none' ? undefined : presetSetting(rule, preset);
    if (fromPreset !== undefined) {
      const [s, o] = splitSetting(fromPreset);
      severity = severityName(s);
      if (o) options = { ...o };
    }
    const user = rules?.[rule.id] ?? rules?.[RULE_PREFIX + rule.id];
    if (user !== undefined) {
      const [s, o] = splitSetting(user);
      severity = severityName(s);
      if (o) options = { ...o };
    }
    if (severity === 'off') continue;
    out.push({ rule, severity, options: { ...(rule.defaultOptions as Record<string, unknown>), ...options } });
  }
  return out;
}
