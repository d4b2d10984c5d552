import { defineRule } from '../rule.js';

/** STUB: to be implemented. */
export const validSchemeSyntax = defineRule({
  id: 'valid-scheme-syntax',
  description: 'Require the scheme-specific syntax of mailto, news, nntp, telnet, ftp, gopher, wais, prospero, file, http(s), data, tel and urn URLs.',
  source: 'RFC 1738 §3, §5',
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
