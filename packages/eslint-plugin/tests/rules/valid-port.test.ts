import { snapshotRule } from '../support/eslint-snapshot.js';

snapshotRule('valid-port', [
  { code: "const u = 'https://example.com:99999/';" },
  { code: "const u = 'https://x.com:080/';" },
  { filename: 'file.ts', code: "const u = 'https://x.com:/a';" },
  { filename: 'file.ts', code: "const u = 'http://x.com:443/a';" },
]);
