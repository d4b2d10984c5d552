import { snapshotRule } from '../support/eslint-snapshot.js';

snapshotRule('no-credentials', [
  { code: "const u = 'https://admin:hunter2@example.com/';" },
  { filename: 'file.ts', code: "const u = 'https://user@example.com/';" },
  { filename: 'file.tsx', code: 'const a = <a href="ftp://me:s&#101;cret@files.example.com/">x</a>;' },
]);
