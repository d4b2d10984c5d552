import { defineCodeRule } from '../rule.js';

/*
 * no-incomplete-url-check: a URL, origin, host or scheme literal in a security check whose shape
 * lets another URL pass (the shapes of CodeQL's CWE-020 URL queries). The rule reads code, not a
 * string value, so only its metadata lives here; `@urilint/source` (`url-checks/`) finds the
 * checks in an ESTree program and reports with these message ids.
 */

export type NoIncompleteUrlCheckMessageId =
  | 'prefixWithoutEnd'
  | 'substringOfUrl'
  | 'suffixWithoutDot'
  | 'regexUnescapedDot'
  | 'regexMissingAnchor'
  | 'regexHostNotEnded'
  | 'regexAnyBeforeHost'
  | 'schemeByString'
  | 'compareOrigin'
  | 'compareHost'
  | 'useRegex'
  | 'compareProtocol';

export const noIncompleteUrlCheck = defineCodeRule<Record<string, never>, NoIncompleteUrlCheckMessageId>({
  id: 'no-incomplete-url-check',
  description: 'Disallow URL, host and scheme checks by string or regular expression that let another URL pass.',
  source: 'WHATWG URL §4.4 (basic URL parser), RFC 3986 §3.2, CodeQL CWE-020 URL queries',
  whatwgErrors: [],
  defaultSeverity: 'error',
  presets: { recommended: true, strict: true },
  hasSuggestions: true,
  messages: {
    prefixWithoutEnd: 'This prefix check of "{{literal}}" lets "{{bypass}}" through: nothing after the host ends the authority.',
    substringOfUrl: 'This substring check of "{{literal}}" lets "{{bypass}}" through: the text may stand anywhere in the {{value}}.',
    suffixWithoutDot: 'This suffix check of "{{literal}}" lets "{{bypass}}" through: the host is not cut at a label boundary.',
    regexUnescapedDot: 'The unescaped "." in the host "{{host}}" of this regular expression matches any character: "{{bypass}}" passes.',
    regexMissingAnchor: 'This regular expression has no "^" before "{{host}}": "{{bypass}}" passes.',
    regexHostNotEnded: 'Nothing after "{{host}}" in this regular expression ends the host: "{{bypass}}" passes.',
    regexAnyBeforeHost: '"{{before}}" before "{{host}}" in this regular expression lets "{{bypass}}" through.',
    schemeByString: 'This string check of the "{{scheme}}" scheme lets "{{bypass}}" through: browsers ignore case, leading spaces and control characters, and tabs and newlines inside; compare new URL(x).protocol.',
    compareOrigin: 'Compare the parsed origin: {{replacement}}',
    compareHost: 'Compare the host exactly or at a label boundary: {{replacement}}',
    useRegex: 'Use the escaped and anchored regular expression {{replacement}}',
    compareProtocol: 'Compare the parsed scheme: {{replacement}}',
  },
  optionsSchema: { type: 'object', properties: {}, additionalProperties: false },
});
