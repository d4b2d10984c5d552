import { defineRule } from '../rule.js';

/** STUB: to be implemented. */
export const validHost = defineRule({
  id: 'valid-host',
  description: 'Require a valid host: not empty where the scheme needs one, valid labels, unambiguous IPv4, well-formed IPv6, ASCII (Punycode) names.',
  source: 'RFC 3986 §3.2.2, RFC 1738 §3.1',
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
