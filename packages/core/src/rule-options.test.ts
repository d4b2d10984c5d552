import { describe, expect, it } from 'vitest';
import { RULES } from './registry.js';

/*
 * Each rule's options are written once as a TypeScript interface and once as a JSON Schema
 * (ESLint validates users' options against the schema). OptionsSchema<O> derives the schema's
 * shape from the interface, so that the compiler rejects a schema that disagrees with it; this
 * test checks the values: every default and every preset's options against the schema.
 */

/** The JSON Schema keywords the rules' option schemas use, and the only ones schemaErrors checks. */
const KEYWORDS = new Set(['type', 'description', 'default', 'items', 'uniqueItems', 'enum']);

function jsonType(value: unknown): string {
  if (Array.isArray(value)) return 'array';
  if (value === null) return 'null';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** What is wrong with `value` against `schema` (empty when it is valid). */
function schemaErrors(value: unknown, schema: Record<string, unknown>, where: string): string[] {
  const errors: string[] = [];
  const actual = jsonType(value);
  if (schema.type !== undefined && schema.type !== actual && !(schema.type === 'number' && actual === 'integer')) {
    errors.push(`${where}: ${JSON.stringify(value)} is ${actual}, not ${String(schema.type)}`);
  }
  if (Array.isArray(schema.enum) && !schema.enum.includes(value)) errors.push(`${where}: ${JSON.stringify(value)} is not one of ${JSON.stringify(schema.enum)}`);
  if (Array.isArray(value)) {
    if (schema.uniqueItems === true && new Set(value).size !== value.length) errors.push(`${where}: items repeat`);
    const items = schema.items as Record<string, unknown> | undefined;
    if (items) value.forEach((item, i) => errors.push(...schemaErrors(item, items, `${where}[${i}]`)));
  }
  return errors;
}

/** What is wrong with an options object against a rule's schema. */
function optionsErrors(options: object, properties: Record<string, Record<string, unknown>>, where: string): string[] {
  return Object.entries(options).flatMap(([name, value]) =>
    Object.prototype.hasOwnProperty.call(properties, name) ? schemaErrors(value, properties[name], `${where}.${name}`) : [`${where}: no option "${name}" in the schema`],
  );
}

describe('rule options: schema and values', () => {
  it('the checker finds a wrong type, a wrong item, a repeated item and an unknown option', () => {
    expect(schemaErrors('yes', { type: 'boolean' }, 'x')).toEqual(['x: "yes" is string, not boolean']);
    expect(schemaErrors(['a', 1], { type: 'array', items: { type: 'string' } }, 'x')).toEqual(['x[1]: 1 is integer, not string']);
    expect(schemaErrors(['a', 'a'], { type: 'array', uniqueItems: true }, 'x')).toEqual(['x: items repeat']);
    expect(optionsErrors({ other: true }, { strict: { type: 'boolean' } }, 'x')).toEqual(['x: no option "other" in the schema']);
  });

  it('every option schema uses only the keywords the checker knows', () => {
    const unknown = RULES.flatMap((rule) =>
      Object.entries(rule.optionsSchema.properties).flatMap(([name, schema]) => Object.keys(schema).filter((k) => !KEYWORDS.has(k)).map((k) => `${rule.id}.${name}: ${k}`)),
    );
    expect(unknown).toEqual([]);
  });

  it("every rule's defaults are valid against its schema, one default per option", () => {
    for (const rule of RULES) {
      const properties = rule.optionsSchema.properties;
      expect(Object.keys(rule.defaultOptions), rule.id).toEqual(Object.keys(properties));
      expect(optionsErrors(rule.defaultOptions, properties, rule.id)).toEqual([]);
    }
  });

  it("every preset's options and the all preset's are valid against the rule's schema", () => {
    for (const rule of RULES) {
      const properties = rule.optionsSchema.properties;
      for (const [preset, setting] of Object.entries(rule.presets)) {
        if (setting !== true) expect(optionsErrors(setting, properties, `${rule.id} (${preset})`)).toEqual([]);
      }
      if (rule.allOptions) expect(optionsErrors(rule.allOptions, properties, `${rule.id} (all)`)).toEqual([]);
    }
  });
});
