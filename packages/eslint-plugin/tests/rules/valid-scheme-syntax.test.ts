import { snapshotRule } from '../support/eslint-snapshot.js';

snapshotRule('valid-scheme-syntax', [
  { code: "const u = 'mailto:someone';" },
  { filename: 'file.ts', code: "const u = 'ftp://x.com/a;type=q';" },
]);
