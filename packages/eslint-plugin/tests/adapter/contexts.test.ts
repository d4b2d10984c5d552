/**
 * Where a relative reference counts as a URL (SPEC §4): calls, assignments, JSX attributes, the
 * `urlContexts` and `templates` settings, shown by no-unencoded-characters; and code that holds no
 * URL to report, which no rule may report.
 */
import { RULES } from '@urilint/core';
import { describe, expect, it } from 'vitest';
import { lintCase, snapshotCases, type SnapshotCase } from '../support/eslint-snapshot.js';

const probe = (c: SnapshotCase) => ({ rule: 'no-unencoded-characters', ...c });

snapshotCases('contexts', [
  { filename: 'file.tsx', code: "const a = <form action={cond ? '/a b' : `/c d`} />;" },
  { code: "xhr.open('GET', '/x y');" },
  { code: "window.open('/x y');" },
  { code: "location.assign('/x y'); location.replace('/x y');" },
  { code: "location.href = '/x y'; window.location = '/x y'; location = '/x y'; img.src = '/x y'; a.href = '/x y';" },
  { code: "const m = import('https://x.com/x y.js');", note: "a URL specifier (http:, https:, file:, data:); a relative one is the module loader's, not a URL" },
  {
    filename: 'file.ts',
    code: "axios.get('/x y'); this.http.post('/x y'); api.delete('/x y'); client.put('/x y'); ky.patch('/x y'); got.head('/x y'); axios.request('/x y');",
  },
  { filename: 'file.ts', code: "new URL('/x y', '/b c'); new Request('/x y');" },
  { filename: 'file.ts', code: "fetch('/x y' as string); fetch(url || '/x y'); fetch(`/a b/${id}`);" },
  { code: "el.setAttribute('href', '/x y');" },
  { filename: 'file.jsx', code: 'const a = <><img src="/a b.png" poster="/p q.png" /><button formAction="/f g" /><Link to="/t u" /></>;' },
  { code: "fetch(base + '/users?name=John Doe');" },
  { filename: 'file.ts', code: "myFetch('/x y'); fetch('/x y');", settings: { urlContexts: { functions: ['myFetch'] } } },
  { filename: 'file.ts', code: "myFetch('/x y'); fetch('/x y');", settings: { urlContexts: { functions: ['myFetch'], defaults: false } } },
  { filename: 'file.ts', code: "const u = new URL('https://x.com/{owner}/a b');", settings: { templates: false } },
].map(probe));

/** Clean code, non-URLs and URL templates. */
const CLEAN: SnapshotCase[] = [
  { code: "const u = 'https://example.com/a/b?c=d#e';" },
  { code: String.raw`const p = '/x y'; const t = '12:30'; const h = 'localhost:3000'; const w = 'C:\\x'; const k = 'key:value';` },
  { code: "map.get('/x y'); app.get('/users/:id', h); fetch('/users/:id/{page}');" },
  { code: 'const s = html`<a href="/x y">${x}</a>`;' },
  { filename: 'file.ts', code: "const u = `https://api.example.com/repos/{owner}/${repo}`; const v = 'https://api.example.com:' + port;" },
  { filename: 'file.ts', code: "document.createElementNS('http://schemas.mycorp.io/ns', 'x'); el.setAttributeNS('http://schemas.mycorp.io/ns', 'a', 'b');" },
  { filename: 'file.tsx', code: '<svg xmlns="http://schemas.mycorp.io/ns" xmlnsXlink="http://schemas.mycorp.io/xlink"><a href="https://example.com/" title="a b">x</a></svg>;' },
  { filename: 'file.jsx', code: '<img srcSet="/a.png 1x, /b.png 2x" alt="x y" />;' },
  { code: "const u = 'http://localhost:8080/x'; const v = 'http://';" },
  { filename: 'file.ts', code: "fetch('/x y');", settings: { urlContexts: { defaults: false } } },
  { filename: 'file.ts', code: "const u = 'https://x.com/{owner}/:id';" },
];

describe('code with no URL to report', () => {
  for (const c of CLEAN) {
    it(`no rule reports ${c.code}`, () => {
      const reports = RULES.flatMap((rule) => lintCase(rule.id, c).map((m) => `${rule.id}: ${m.message}`));
      expect(reports).toEqual([]);
    });
  }
});
