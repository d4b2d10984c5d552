/**
 * The adapter's mapping from decoded values back to the source: JS escapes (`\u00e9`, `\u{1F600}`,
 * `\x20`, line continuations, legacy octal), template literals with `${}` holes, `+`
 * concatenations and JSX entities, each shown by the ranges and fixes of no-unencoded-characters
 * (in a URL context, `new URL(…)`, where a value with white space is a URL for sure).
 */
import { snapshotCases, type SnapshotCase } from '../support/eslint-snapshot.js';

const probe = (c: SnapshotCase) => ({ rule: 'no-unencoded-characters', ...c });

snapshotCases('escapes', [
  { code: String.raw`const u = new URL('https://x.com/caf\u00e9 latte');`, note: 'one finding for the adjacent "é " (escape and space), so one pass fixes it' },
  { filename: 'file.ts', code: String.raw`const u = 'https://x.com/\u{1F600}';` },
  { code: String.raw`const u = new URL('https://x.com/\x20a');` },
  { code: "const u = new URL('https://x.com/\\\n a');", note: 'a line continuation, then a space' },
  { filename: 'file.ts', code: 'const u = new URL(`https://x.com/${a}${b} c/\\`d`);' },
  { code: "const u = new URL('https://x.com/a b' + \"/c d\" + `/e f`);" },
  { filename: 'file.jsx', code: 'const a = <a href="https://x.com/a b?x=1&amp;y=2">x</a>;' },
  { filename: 'file.tsx', code: "const a = <a href='https://x.com/it\"s &amp; me'>x</a>;" },
  { filename: 'file.tsx', code: "const a = <a href={'https://x.com/é'}>x</a>;" },
  {
    filename: 'file.jsx',
    code: 'const a = <a href="https://x.com/a b&#x000000003B;">x</a>;',
    note: 'espree (acorn-jsx) leaves an entity of more than 10 characters undecoded, typescript-estree decodes it: the value is not the one the adapter decodes, so the whole literal is reported, without fix',
  },
  { filename: 'file.tsx', code: 'const a = <a href="https://x.com/a b&#x000000003B;">x</a>;' },
  { filename: 'script.js', code: String.raw`function f() { return new URL('https://x.com/\101 b'); }`, sourceType: 'script', note: 'a legacy octal escape' },
].map(probe));
