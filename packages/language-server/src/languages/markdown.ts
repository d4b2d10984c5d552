/**
 * Markdown, parsed by `@eslint/markdown`'s language (mdast, CommonMark: the language of its
 * recommended preset), candidates found by `@urilint/source`'s Markdown finder. Directive
 * comments are `<!-- eslint-… -->` in HTML, as `@eslint/markdown` reads them.
 */

import markdownLanguage from '@eslint/markdown';
import { formatLanguage, htmlComments, parsedOrThrow, virtualFile, type ParsedDocument } from './format.js';

interface MdNode {
  type: string;
  position?: { start: { offset?: number }; end: { offset?: number } };
  children?: MdNode[];
}

function parseMarkdown(text: string): ParsedDocument {
  const ast = parsedOrThrow(markdownLanguage.languages.commonmark.parse(virtualFile(text, 'document.md') as never, { languageOptions: {} } as never) as { ok: boolean; ast?: MdNode });
  const comments: ParsedDocument['comments'] = [];
  const stack: MdNode[] = [ast];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === 'html' && node.position?.start.offset !== undefined && node.position.end.offset !== undefined) {
      comments.push(...htmlComments(text, node.position.start.offset, node.position.end.offset));
    }
    if (node.children) stack.push(...node.children);
  }
  return { ast, comments };
}

export const markdown = formatLanguage('markdown', ['markdown'], parseMarkdown, (_languageId, body) => `<!-- ${body} -->`);
