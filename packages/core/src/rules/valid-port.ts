import { defineRule } from '../rule.js';

/** STUB: to be implemented. */
export const validPort = defineRule({
  id: 'valid-port',
  description: 'Require a valid port: digits only, at most 65535, no leading zeros, not empty, allowed by the scheme and matching it.',
  source: 'RFC 3986 §3.2.3, RFC 1738 §3',
  whatwgErrors: [],
  defaultSeverity: 'error',
  presets: { recommended: true, strict: true },
  fixable: true,
  hasSuggestions: true,
  messages: {
    todo: 'Not implemented yet.',
  },
  optionsSchema: { type: 'object', properties: {}, additionalProperties: false },
  defaultOptions: {},
  check() {
    // not implemented yet
  },
});
