import { snapshotRule } from '../support/eslint-snapshot.js';

snapshotRule('no-confusable-host', [
  { code: "fetch('https://аpple.com/');", note: 'a Cyrillic а (U+0430): looks like apple.com' },
  { filename: 'file.ts', code: "fetch('https://xn--pple-43d.com/');" },
  { code: String.raw`fetch('https://\u0441\u043e\u0440.com/');`, note: 'сор.com, all Cyrillic, written in escapes' },
  { code: "fetch('https://paypal.com.evil.io/signin');", note: 'target embedding: paypal.com followed by labels of evil.io' },
  { code: "const mirror = 'https://github-com.mirror.example.net/vuejs/vue';", note: 'target embedding with a hyphen' },
]);
