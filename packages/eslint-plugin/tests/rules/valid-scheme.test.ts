import { snapshotRule } from '../support/eslint-snapshot.js';

snapshotRule('valid-scheme', [
  { code: "const u = 'htps://example.com/';" },
  { filename: 'file.ts', code: 'const u = `https//example.com/${path}`;' },
  { code: "const u = new URL('http:/example.com/');", note: 'in a plain literal, `http:/` without an authority is a prefix, not a URL' },
  { code: "const u = 'myapp://open';", options: { strict: true } },
]);
