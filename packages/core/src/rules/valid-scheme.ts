import { defineRule } from '../rule.js';

/** STUB: to be implemented. */
export const validScheme = defineRule({
  id: 'valid-scheme',
  description: 'Require a well-formed, registered scheme; catch misspelled and mangled ones (`htp:`, `https//`, `http:/x`).',
  source: 'RFC 3986 §3.1, RFC 1738 §2.1, §4',
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
