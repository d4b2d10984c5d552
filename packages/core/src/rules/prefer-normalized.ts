import { defineRule } from '../rule.js';

/** STUB: to be implemented. */
export const preferNormalized = defineRule({
  id: 'prefer-normalized',
  description: 'Prefer the normal form: lower-case scheme and host, upper-case percent hex, no encoded unreserved characters, no dot segments.',
  source: 'RFC 3986 §6.2.2',
  whatwgErrors: [],
  defaultSeverity: 'warn',
  presets: { recommended: true, strict: true },
  fixable: true,
  hasSuggestions: false,
  messages: {
    todo: 'Not implemented yet.',
  },
  optionsSchema: { type: 'object', properties: {}, additionalProperties: false },
  defaultOptions: {},
  check() {
    // not implemented yet
  },
});
