import { defineRule } from '../rule.js';

/** STUB: to be implemented. */
export const noInvalidPercentEncoding = defineRule({
  id: 'no-invalid-percent-encoding',
  description: 'Disallow `%` not followed by two hex digits, and percent-encoded bytes that are not UTF-8.',
  source: 'RFC 1630, RFC 3986 §2.1',
  whatwgErrors: [],
  defaultSeverity: 'error',
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
