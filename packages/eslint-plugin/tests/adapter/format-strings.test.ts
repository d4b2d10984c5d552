/**
 * Through real ESLint: URLs built by a formatter (sprintf-js, util.format, C and Python-style
 * format strings) keep their conversions and their `%%`, while a `%` that only stands next to
 * such characters is reported where it stands, and a password written as a conversion is still
 * a password.
 */
import { describe, expect, it } from 'vitest';
import { lintCase, reportsOfEveryRule as reports, type SnapshotCase } from '../support/eslint-snapshot.js';

describe('format strings that no rule reports', () => {
  it.each<SnapshotCase>([
    { code: "const url = sprintf('https://api.example.com/users/%1$s/posts/%2$d', user, post);" },
    { code: "fetch(vsprintf('https://maps.example.com/?lat=%.6f&lon=%.6f', [lat, lon]));" },
    { code: "const tmpl = 'https://example.com/%(owner)s/%(repo)s/issues?state=%(state)s';" },
    { code: "const share = util.format('https://example.com/?q=%s&discount=50%%', q);" },
  ])('$code', (c) => {
    expect(reports(c)).toEqual([]);
  });
});

describe('what a format string must not hide', () => {
  it('a stray "%" before a flag-like character, at its own column', () => {
    const code = "fetch('/sale/50%-off'); const b = 'https://example.com/deal/100%+free';";
    const messages = lintCase('no-invalid-percent-encoding', { code });
    expect(messages.map((m) => m.column - 1)).toEqual([code.indexOf('%-off'), code.indexOf('%+free')]);
  });

  it('a "%%" outside a format string is two stray signs', () => {
    const code = "const u = 'https://example.com/?discount=50%%';";
    expect(lintCase('no-invalid-percent-encoding', { code })).toHaveLength(2);
  });

  it('a password written as a positional conversion', () => {
    const code = "const dsn = sprintf('postgres://app:%1$s@db.example.com/app', secret);";
    expect(lintCase('no-credentials', { code }).map((m) => m.messageId)).toEqual(['password']);
    expect(lintCase('no-invalid-percent-encoding', { code })).toEqual([]);
  });
});
