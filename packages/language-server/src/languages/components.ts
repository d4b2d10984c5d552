/**
 * Vue and Svelte components, parsed by `vue-eslint-parser` and `svelte-eslint-parser`: the
 * template's or markup's attributes are found by `@urilint/source`'s Vue and Svelte finders,
 * the scripts' string literals (and Svelte's `{…}` expressions) by the JavaScript finder, walked
 * with the parser's visitor keys as ESLint walks them.
 *
 * Directive comments: the scripts' (`// eslint-…`) and the template's `<!-- eslint-… -->`, which
 * eslint-plugin-vue and eslint-plugin-svelte make ESLint honour; "disable for this line" writes
 * the one that fits where the line is.
 */

import type { EstreeNode } from '@urilint/source';
import type * as SvelteParser from 'svelte-eslint-parser';
import type * as VueParser from 'vue-eslint-parser';
import { estreeComments, formatLanguage, type DirectiveAt, type ParsedDocument } from './format.js';
import { loadParser } from './load-parser.js';

type Keys = Readonly<Record<string, readonly string[] | undefined>>;

/**
 * typescript-eslint's parser for `<script lang="ts">`, as typescript-eslint users' Vue and Svelte
 * configs set it (`parserOptions.parser`); undefined where the script is not TypeScript or the
 * parser is not installed.
 */
function scriptParser(text: string, parserRoots: readonly string[]): object | undefined {
  if (!/<script\b[^>]*\blang\s*=\s*["']?ts\b/i.test(text)) return undefined;
  try {
    return loadParser<object>('@typescript-eslint/parser', parserRoots);
  } catch {
    return undefined;
  }
}

function parseVueComponent(text: string, _languageId: string, parserRoots: readonly string[]): ParsedDocument {
  const vueParser = loadParser<typeof VueParser>('vue-eslint-parser', parserRoots);
  const parser = scriptParser(text, parserRoots);
  const { ast } = vueParser.parseForESLint(text, { ecmaVersion: 'latest', sourceType: 'module', ...(parser ? { parser } : {}) }) as unknown as {
    ast: EstreeNode & { comments?: Array<{ type: string; value: string; range: [number, number] }>; templateBody?: { comments?: Array<{ value: string; range: [number, number] }> } | null };
  };
  const comments = estreeComments(ast.comments);
  for (const c of ast.templateBody?.comments ?? []) comments.push({ text: c.value, range: c.range, line: false });
  return { ast, comments, program: { node: ast, visitorKeys: vueParser.AST.KEYS as unknown as Keys } };
}

function parseSvelteComponent(text: string, _languageId: string, parserRoots: readonly string[]): ParsedDocument {
  const parser = scriptParser(text, parserRoots);
  const result = loadParser<typeof SvelteParser>('svelte-eslint-parser', parserRoots).parseForESLint(text, parser ? { parser } : {}) as unknown as { ast: EstreeNode & { comments?: Array<{ type: string; value: string; range: [number, number] }> }; visitorKeys: Keys };
  const comments = estreeComments(result.ast.comments);
  const stack: EstreeNode[] = [...(result.ast.body as EstreeNode[])];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === 'SvelteHTMLComment') comments.push({ text: node.value as string, range: node.range!, line: false });
    for (const child of (node.children as EstreeNode[] | undefined) ?? []) stack.push(child);
  }
  return { ast: result.ast, comments, program: { node: result.ast, visitorKeys: result.visitorKeys } };
}

/** `// …` inside a `<script>` element, `<!-- … -->` elsewhere (Vue templates, Svelte markup). */
const componentDirective: DirectiveAt = (_languageId, body, { text, offset }) => {
  const scripts = /<script\b[^>]*>([\s\S]*?)<\/script\s*>/gi;
  for (let m = scripts.exec(text); m; m = scripts.exec(text)) {
    const contentStart = m.index + m[0].indexOf('>') + 1;
    if (offset >= contentStart && offset < m.index + m[0].length) return `// ${body}`;
  }
  return `<!-- ${body} -->`;
};

export const vue = formatLanguage('vue', ['vue'], parseVueComponent, componentDirective);
export const svelte = formatLanguage('svelte', ['svelte'], parseSvelteComponent, componentDirective);

