import { defineRule } from '../rule.js';

/** STUB: to be implemented. */
export const noDangerousScheme = defineRule({
  id: 'no-dangerous-scheme',
  description: 'Disallow script-bearing URLs (`javascript:`, `vbscript:`, `data:text/html`).',
  source: 'RFC 3986 §7, WHATWG URL',
  whatwgErrors: [],
  defaultSeverity: 'error',
  presets: { recommended: true, strict: true },
  fixable: false,
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
