import { defineRule } from '../rule.js';

/** STUB: to be implemented. */
export const noDefaultPort = defineRule({
  id: 'no-default-port',
  description: 'Disallow an explicit default port (`http://h:80`, `https://h:443`).',
  source: 'RFC 3986 §6.2.3, RFC 1738 §3',
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
