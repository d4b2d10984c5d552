/**
 * YAML, parsed by `yaml-eslint-parser` (eslint-plugin-yml's parser), candidates found by
 * `@urilint/source`'s YAML finder. Directive comments are `# eslint-…` (block comments to ESLint,
 * as yaml-eslint-parser gives them, so `# eslint-disable` works too).
 */

import { parseForESLint } from 'yaml-eslint-parser';
import { formatLanguage, type ParsedDocument } from './format.js';

function parseYaml(text: string): ParsedDocument {
  const { ast } = parseForESLint(text, {}) as unknown as { ast: { comments?: Array<{ value: string; range: [number, number] }> } };
  const comments = (ast.comments ?? []).map((c) => ({ text: c.value, range: c.range, line: false }));
  return { ast, comments };
}

export const yaml = formatLanguage('yaml', ['yaml'], parseYaml, (_languageId, body) => `# ${body}`);
