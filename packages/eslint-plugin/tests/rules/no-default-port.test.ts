import { snapshotRule } from '../support/eslint-snapshot.js';

snapshotRule('no-default-port', [
  { code: "const u = 'https://x.com:443/';" },
  { filename: 'file.ts', code: 'const u = `https://api.example.com:443/users/${id}`;' },
  { code: "const u = 'https://api.example.com:443/v1/' + path;" },
  { filename: 'file.jsx', code: 'const a = <a href="http://x.com:80/">x</a>;' },
]);
