import { snapshotRule } from '../support/eslint-snapshot.js';

snapshotRule('prefer-normalized', [
  { code: 'const u = "HTTP://Host/%7euser";' },
  { filename: 'file.ts', code: "const u = 'http://example.org/a/./b/../c';" },
  { code: "const u = 'https://x.com/%c3%a9';" },
  { filename: 'file.jsx', code: 'const a = <a href="HTTPS://EXAMPLE.com/&#x25;7e">x</a>;' },
  { filename: 'file.ts', code: 'const u = `HTTPS://${host}/%7e`;' },
]);
