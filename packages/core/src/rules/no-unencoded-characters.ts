import { defineRule } from '../rule.js';

/** STUB: to be implemented. */
export const noUnencodedCharacters = defineRule({
  id: 'no-unencoded-characters',
  description: 'Disallow characters that a URI may not hold raw (space, controls, non-ASCII, `"<>\\^`{|}`, stray `[`, `]` and `#`).',
  source: 'RFC 3986 §2, RFC 1738 §2.2',
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
