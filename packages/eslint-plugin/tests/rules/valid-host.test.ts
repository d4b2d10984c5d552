import { snapshotRule } from '../support/eslint-snapshot.js';

snapshotRule('valid-host', [
  { code: "const u = 'https://bücher.example/';" },
  { filename: 'file.ts', code: String.raw`const u = 'https://b\u00fccher.example/';` },
  { code: "const u = 'https://256.1.1.1/';" },
  { code: "const u = 'https://a_b.example.com/';", options: { allowUnderscore: false } },
]);
