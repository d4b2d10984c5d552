/**
 * JSON, JSON with comments and JSON5, parsed by `@eslint/json`'s language (Momoa), string values
 * found by `@urilint/source`'s JSON finder: what the ESLint plugin reads in `json/json`,
 * `json/jsonc` and `json/json5`. JSONC is read with trailing commas allowed (VS Code's `jsonc`
 * files, such as tsconfig.json, have them; ESLint needs `allowTrailingCommas: true` for those).
 */

import jsonLanguage from '@eslint/json';
import { formatLanguage, parsedOrThrow, virtualFile, type ParsedDocument } from './format.js';

type Mode = 'json' | 'jsonc' | 'json5';

interface MomoaToken {
  type: string;
  range: [number, number];
}

function parseJson(text: string, languageId: string): ParsedDocument {
  const mode: Mode = languageId === 'jsonc' || languageId === 'json5' ? languageId : 'json';
  const languageOptions = mode === 'jsonc' ? { allowTrailingCommas: true } : {};
  const result = jsonLanguage.languages[mode].parse(virtualFile(text, `document.${mode}`) as never, { languageOptions } as never) as { ok: boolean; ast?: { tokens?: MomoaToken[] } };
  const ast = parsedOrThrow(result);
  const comments = (ast.tokens ?? [])
    .filter((t) => t.type === 'LineComment' || t.type === 'BlockComment')
    .map((t) => ({ text: t.type === 'LineComment' ? text.slice(t.range[0] + 2, t.range[1]) : text.slice(t.range[0] + 2, t.range[1] - 2), range: t.range, line: t.type === 'LineComment' }));
  return { ast, comments };
}

export const json = formatLanguage('json', ['json', 'jsonc', 'json5'], parseJson, (languageId, body) => (languageId === 'json' ? undefined : `// ${body}`));
