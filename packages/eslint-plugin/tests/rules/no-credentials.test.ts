import { snapshotRule } from '../support/eslint-snapshot.js';

snapshotRule('no-credentials', [
  { code: "const u = 'https://admin:hunter2@example.com/';" },
  { filename: 'file.ts', code: "await fetch('https://user@example.com/');", note: 'fetch() throws on any credentials; a user name alone elsewhere (a DSN\'s public key) is not reported' },
  { filename: 'file.tsx', code: 'const a = <a href="ftp://me:s&#101;cret@files.example.com/">x</a>;' },
]);
