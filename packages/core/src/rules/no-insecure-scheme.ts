import { defineRule } from '../rule.js';

/** STUB: to be implemented. */
export const noInsecureScheme = defineRule({
  id: 'no-insecure-scheme',
  description: 'Disallow clear-text schemes (`http`, `ws`, `ftp`, `telnet`…) to hosts that are not local or reserved for tests.',
  source: 'RFC 3986 §7',
  whatwgErrors: [],
  defaultSeverity: 'warn',
  presets: { strict: true },
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
