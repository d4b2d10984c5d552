import { snapshotRule } from '../support/eslint-snapshot.js';

snapshotRule('no-insecure-scheme', [
  { code: "const u = 'http://insecure.io/x';" },
  { filename: 'file.ts', code: 'const u = `ws://chat.io/${room}`;' },
  { code: "const u = 'http://schemas.mycorp.io/ns';" },
]);
