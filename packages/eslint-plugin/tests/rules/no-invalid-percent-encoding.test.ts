import { snapshotRule } from '../support/eslint-snapshot.js';

snapshotRule('no-invalid-percent-encoding', [
  { code: "const u = 'https://x.com/100%';" },
  { filename: 'file.ts', code: "const u = 'https://x.com/%C3%28';" },
  { filename: 'file.jsx', code: 'const a = <a href="https://x.com/50%&amp;a">x</a>;' },
]);
