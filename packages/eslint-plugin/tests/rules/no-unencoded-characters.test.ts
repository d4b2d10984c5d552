import { snapshotRule } from '../support/eslint-snapshot.js';

snapshotRule('no-unencoded-characters', [
  { code: 'fetch("/api/users?name=John Doe");' },
  { code: String.raw`const u = new URL("https://x.com/a\tb");` },
  { code: "const u = new URL(`https://x.com/\r\na`);", note: 'a CRLF line break inside the template' },
  { filename: 'file.tsx', code: 'const a = <img srcSet="/a[.png 1x, /c|d.png 2x" />;', note: 'browsers keep "[" and "|" in a path as written: encoding them is offered, not applied' },
]);
