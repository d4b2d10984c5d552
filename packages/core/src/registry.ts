import { noUnencodedCharacters } from './rules/no-unencoded-characters.js';
import { noInvalidPercentEncoding } from './rules/no-invalid-percent-encoding.js';
import { validScheme } from './rules/valid-scheme.js';
import { noDangerousScheme } from './rules/no-dangerous-scheme.js';
import { noInsecureScheme } from './rules/no-insecure-scheme.js';
import { validPort } from './rules/valid-port.js';
import { noDefaultPort } from './rules/no-default-port.js';
import { validHost } from './rules/valid-host.js';
import { noConfusableHost } from './rules/no-confusable-host.js';
import { noCredentials } from './rules/no-credentials.js';
import { preferNormalized } from './rules/prefer-normalized.js';
import { validSchemeSyntax } from './rules/valid-scheme-syntax.js';
import { noIncompleteUrlCheck } from './rules/no-incomplete-url-check.js';
import type { RuleDefinition } from './rule.js';

/**
 * Every rule, declared once (each a RuleDefinition<object, string> as it is: see OptionsTest). The ESLint plugin, the language server, the presets, the docs and
 * the README rule table are generated from (or checked against) this list.
 */
export const RULES: readonly RuleDefinition<object, string>[] = [
  noUnencodedCharacters,
  noInvalidPercentEncoding,
  validScheme,
  noDangerousScheme,
  noInsecureScheme,
  validPort,
  noDefaultPort,
  validHost,
  noConfusableHost,
  noCredentials,
  preferNormalized,
  validSchemeSyntax,
  noIncompleteUrlCheck,
];

export const RULE_IDS: readonly string[] = RULES.map((r) => r.id);

export function getRule(id: string): RuleDefinition<object, string> | undefined {
  return RULES.find((r) => r.id === id || 'urilint/' + r.id === id);
}
