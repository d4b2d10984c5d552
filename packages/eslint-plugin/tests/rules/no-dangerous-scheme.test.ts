import { snapshotRule } from '../support/eslint-snapshot.js';

snapshotRule('no-dangerous-scheme', [
  { code: "const u = 'javascript:alert(1)';" },
  { filename: 'file.jsx', code: 'const a = <a href="javascript&#58;void(0)">x</a>;' },
  { filename: 'file.tsx', code: String.raw`const a = <a href={" JaVa\tscript:alert(1)"}>x</a>;` },
  { filename: 'file.ts', code: "const u = 'data:text/html,<script>alert(1)</script>';" },
]);
