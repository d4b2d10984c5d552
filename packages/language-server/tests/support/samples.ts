/** Documents and assertion helpers shared by the server's tests. */

import type { CodeAction, Diagnostic } from 'vscode-languageserver-protocol/node';

/** A JavaScript document with four findings: prefer-normalized, no-default-port, no-unencoded-characters, no-credentials. */
export const JS = [
  'const api = "HTTP://api.example.com:80/v1/a<b";',
  'function f() {',
  "  return fetch('https://user:secret@example.com/x');",
  '}',
  '',
].join('\n');

/** A TypeScript module of `blocks` functions, each with one URL finding (4 lines and ~146 characters a block): opened in parts from 275 blocks on (PARTS_MIN_LENGTH). */
export function largeModule(blocks: number): string {
  let out = '';
  for (let n = 0; n < blocks; n++) {
    out += `export async function load${n}(id: number) {\n  const res = await fetch("https://api.example.com:443/items/" + id + "/a b");\n  return res.json();\n}\n`;
  }
  return out;
}

/** Each diagnostic as `rule@line:character-line:character`. */
export function byRule(diagnostics: Diagnostic[]): string[] {
  return diagnostics.map((d) => `${String(d.code)}@${d.range.start.line}:${d.range.start.character}-${d.range.end.line}:${d.range.end.character}`);
}

/** The action with `title`; fails listing the titles there are. */
export function action(actions: CodeAction[], title: string | RegExp): CodeAction {
  const found = actions.find((a) => (typeof title === 'string' ? a.title === title : title.test(a.title)));
  if (!found) throw new Error(`no action ${String(title)} in ${JSON.stringify(actions.map((a) => a.title))}`);
  return found;
}
