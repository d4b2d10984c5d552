import { defineRule } from '../rule.js';

/** STUB: to be implemented. */
export const noCredentials = defineRule({
  id: 'no-credentials',
  description: 'Disallow passwords in URLs, and any userinfo in http(s) URLs.',
  source: 'RFC 3986 §3.2.1, §7.5',
  whatwgErrors: [],
  defaultSeverity: 'error',
  presets: { recommended: true, strict: true },
  fixable: false,
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
