import { snapshotRule } from '../support/eslint-snapshot.js';

snapshotRule('valid-scheme', [
  { code: "const u = 'htps://example.com/';" },
  { filename: 'file.ts', code: 'const u = `https//example.com/${path}`;' },
  { code: "const u = 'http:/example.com/';" },
  { code: "const u = 'myapp://open';", options: { strict: true } },
]);
