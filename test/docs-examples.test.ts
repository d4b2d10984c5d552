/**
 * A rule page cannot claim what its rule does not do (typescript-eslint lints the code
 * blocks of its docs too): every line of the `## Incorrect` code blocks of docs/rules/<id>.md is
 * one example that the rule must report through ESLint, every line of the `## Correct` blocks one
 * it must leave alone. Conventions of the pages (the new-rule template writes them):
 * - one example per line; blank lines and lines that hold only a comment are not examples;
 * - a comment line `// options: {…}` (JSON) sets the rule's options for the lines after it in the
 *   same block;
 * - a block fenced as ```ts is TypeScript (TSX), any other block JavaScript with JSX.
 */
import { readFileSync } from 'node:fs';
import { RULES } from '@urilint/core';
import { describe, expect, it } from 'vitest';
import { lintCase } from '../packages/eslint-plugin/tests/support/eslint-snapshot.js';

export interface DocExample {
  code: string;
  filename: string;
  options?: Record<string, unknown>;
}

const OPTIONS_LINE = /^\s*\/\/\s*options:\s*(\{.*\})\s*$/;
const COMMENT_LINE = /^\s*(\/\/.*)?$/;

/** The text of the `## <title>` section, up to the next `## `. */
function section(doc: string, title: string): string {
  const start = doc.indexOf(`\n## ${title}\n`);
  if (start === -1) return '';
  const next = doc.indexOf('\n## ', start + 4);
  return doc.slice(start, next === -1 ? undefined : next);
}

/** The examples of the code blocks of one section. */
export function examplesOf(doc: string, title: string): DocExample[] {
  const examples: DocExample[] = [];
  for (const block of section(doc, title).matchAll(/^```(\w*)\n([\s\S]*?)^```$/gm)) {
    const filename = block[1] === 'ts' ? 'example.tsx' : 'example.jsx';
    let options: Record<string, unknown> | undefined;
    for (const line of block[2].split('\n')) {
      const set = OPTIONS_LINE.exec(line);
      if (set) options = JSON.parse(set[1]) as Record<string, unknown>;
      else if (!COMMENT_LINE.test(line)) examples.push({ code: line, filename, ...(options ? { options } : {}) });
    }
  }
  return examples;
}

const docOf = (id: string): string => readFileSync(new URL(`../docs/rules/${id}.md`, import.meta.url), 'utf8');

describe('rule docs examples, linted by their rule', () => {
  for (const rule of RULES) {
    describe(rule.id, () => {
      const doc = docOf(rule.id);
      it('reports every incorrect example', () => {
        const examples = examplesOf(doc, 'Incorrect');
        expect(examples.length).toBeGreaterThan(0);
        expect(examples.filter((e) => lintCase(rule.id, e).length === 0).map((e) => e.code)).toEqual([]);
      });
      it('reports no correct example', () => {
        const examples = examplesOf(doc, 'Correct');
        expect(examples.length).toBeGreaterThan(0);
        const reported = examples.flatMap((e) => lintCase(rule.id, e).map((m) => `${e.code} → ${m.message}`));
        expect(reported).toEqual([]);
      });
    });
  }
});

describe('examplesOf', () => {
  const doc = '# x\n\n## Incorrect\n\n```js\na();\n// a note\n\n// options: {"strict": true}\nb(); // why\n```\n\n```ts\nc();\n```\n\n## Correct\n\n```js\nd();\n```\n';
  it('takes one example a line, skips comment lines, applies an options line to the lines after it', () => {
    expect(examplesOf(doc, 'Incorrect')).toEqual([
      { code: 'a();', filename: 'example.jsx' },
      { code: 'b(); // why', filename: 'example.jsx', options: { strict: true } },
      { code: 'c();', filename: 'example.tsx' },
    ]);
    expect(examplesOf(doc, 'Correct')).toEqual([{ code: 'd();', filename: 'example.jsx' }]);
  });
});
